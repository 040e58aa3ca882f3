import type { Profile } from '@questboard/contract/users';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClass } from '../../../components/ui/button';
import { checkImage } from '../../../lib/image-check';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAuthStore } from '../../../stores/auth-store';
import { uploadAvatar } from '../api/upload-avatar';

export function AvatarUpload({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      useAuthStore.getState().setCurrentUser(await uploadAvatar(file));
      toastSuccess(t('settings.avatar_updated'));
    },
    onError: (error) => toastError(error),
  });

  function onFile(file: File | undefined) {
    if (!file) return;
    const problem = checkImage(file);
    if (problem) toastError(new Error(t(`errors.${problem}`)));
    else void upload.mutate(file);
  }

  return (
    <div className="flex items-center gap-4">
      <Avatar src={user.avatar} name={user.username} className="size-16 text-2xl" />
      <div>
        <label htmlFor={id} className={buttonClass('secondary', 'sm', 'cursor-pointer')} aria-busy={upload.isPending}>
          {upload.isPending ? t('shared.saving') : t('settings.upload_avatar')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          className="sr-only"
          data-testid="avatar-input"
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <p className="mt-1 text-xs text-zinc-400">{t('settings.avatar_hint')}</p>
      </div>
    </div>
  );
}

import { USER_TYPES, type UserType } from '@questboard/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { firstStepPath } from '../../../domain/first-step';
import { cn } from '../../../lib/cn';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAuthStore } from '../../../stores/auth-store';
import { usePopupStore } from '../../../stores/popup-store';
import { updateRole } from '../api/update-role';
import { useAfterSignIn } from '../use-after-sign-in';

export function RolesSelectPopup() {
  const { t } = useTranslation();
  const { closePopup } = usePopupStore.getState();
  const current = useAuthStore((s) => s.currentUser?.type);
  const [role, setRole] = useState<UserType>(current ?? 'INFLUENCER');
  const afterSignIn = useAfterSignIn();
  const navigate = useNavigate();
  const save = useMutation({
    mutationFn: async () => {
      useAuthStore.getState().setCurrentUser(await updateRole(role));
      closePopup('roles-select');
      // Back to where the guard stopped them, else on to their role's first step, said in a toast.
      if (usePopupStore.getState().redirectAfterLogin) afterSignIn();
      else {
        void navigate(firstStepPath(role));
        toastSuccess(t(role === 'BUSINESS' ? 'loop.next_step.BUSINESS' : 'loop.next_step.PARTICIPANT'));
      }
    },
    onError: (error) => toastError(error),
  });

  return (
    <Dialog title={t('auth.form.roles_select.title')} onClose={() => closePopup('roles-select')}>
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t('auth.form.roles_select.title')}</legend>
        {USER_TYPES.map((type) => (
          <label
            key={type}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl p-4 ring-1 transition-colors',
              role === type ? 'bg-violet-600/15 ring-violet-500' : 'ring-zinc-700 hover:bg-zinc-800',
            )}
          >
            <input
              type="radio"
              name="role"
              value={type}
              checked={role === type}
              onChange={() => setRole(type)}
              className="mt-1 accent-violet-500"
            />
            <span>
              <span className="block font-medium">{t(`auth.form.roles_select.${type}`)}</span>
              <span className="block text-sm text-zinc-400">{t(`auth.form.roles_select.${type}_text`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button size="lg" className="mt-6 w-full" loading={save.isPending} onClick={() => save.mutate()}>
        {t('auth.form.roles_select.submit')}
      </Button>
    </Dialog>
  );
}

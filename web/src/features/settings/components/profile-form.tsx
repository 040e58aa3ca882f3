import { zodResolver } from '@hookform/resolvers/zod';
import { type Profile, UpdateProfileBody } from '@questboard/contract/users';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Input, inputClass } from '../../../components/ui/input';
import { useAutoSave } from '../../../hooks/use-auto-save';
import { reportToForm } from '../../../lib/form-errors';
import { useAuthStore } from '../../../stores/auth-store';
import { updateProfile } from '../api/update-profile';
import { isUsernameAvailable } from '../api/username-check';

const schema = UpdateProfileBody.pick({ username: true, displayName: true, bio: true });
type Values = z.input<typeof schema>;

/** Profile fields saved automatically: 2 s after the last change, only when valid. */
export function ProfileForm({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { username: user.username, displayName: user.displayName ?? '', bio: user.bio ?? '' },
  });
  const values = form.watch();
  const status = useAutoSave({
    value: values,
    validate: async (current) => {
      if (!(await form.trigger())) return false;
      // Availability is asked of the server (docs/domain.md, Forms) only when the name actually changed.
      const wanted = current.username?.trim();
      if (!wanted || wanted.toLowerCase() === useAuthStore.getState().currentUser?.username.toLowerCase()) return true;
      if (await isUsernameAvailable(wanted).catch(() => true)) return true;
      form.setError('username', { message: t('errors.username_taken') });
      return false;
    },
    // Saved quietly (the status line says so); a refused value is shown next to its field.
    save: async (current) => {
      try {
        useAuthStore.getState().setCurrentUser(await updateProfile(current));
      } catch (error) {
        reportToForm(error, form);
        throw error;
      }
    },
  });
  const { errors } = form.formState;
  const statusText = { pending: '', saving: t('shared.saving'), saved: t('shared.saved') }[status as string] ?? '';

  return (
    <form className="flex flex-col gap-5" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-zinc-400">{t('settings.autosave_hint')}</p>
        <p className="text-sm text-violet-400" aria-live="polite" data-testid="autosave-status">
          {statusText}
        </p>
      </div>
      <Input
        label={t('settings.username')}
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <Input
        label={t('settings.display_name')}
        autoComplete="name"
        error={errors.displayName?.message}
        {...form.register('displayName')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="bio" className="text-sm font-medium text-zinc-300">
          {t('settings.bio')}
        </label>
        <textarea id="bio" rows={4} className={`${inputClass} h-auto py-2`} {...form.register('bio')} />
        {errors.bio && <p className="text-xs text-red-400">{errors.bio.message}</p>}
      </div>
    </form>
  );
}

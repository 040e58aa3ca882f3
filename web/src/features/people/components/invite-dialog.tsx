import { INVITE_LIMITS, type InfluencerSuggestion } from '@questboard/contract/invites';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { useRefusedFields } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useInfluencerSuggestions, useSendInvite } from '../api/invites';
import { InviteStatusBadge } from './invite-status-badge';
import { KeywordField } from './keyword-field';
import { PersonRow } from './person-row';

/** A brand owner finds influencers (at most 20 suggestions) and invites one with a title and a message. */
export function InviteDialog({ quest, onClose }: { quest: { id: string; title: string | null }; onClose(): void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<InfluencerSuggestion | null>(null);
  const suggestions = useInfluencerSuggestions(quest.id, keyword);

  return (
    <Dialog title={t('people.invites.dialog_title')} onClose={onClose} className="max-w-lg">
      {chosen ? (
        <InviteForm
          questId={quest.id}
          defaultTitle={t('people.invites.default_title', { quest: quest.title ?? '' })}
          person={chosen}
          onBack={() => setChosen(null)}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <KeywordField
            label={t('people.invites.search')}
            value={keyword}
            onChange={(v) => setKeyword(v ?? '')}
            placeholder={t('people.invites.search_placeholder')}
          />
          <div className="max-h-[50vh] overflow-y-auto">
            {suggestions.isPending && <Skeleton className="h-32" />}
            {suggestions.isError && <LoadError onRetry={() => void suggestions.refetch()} />}
            {suggestions.data?.items.length === 0 && (
              <p className="py-6 text-center text-sm text-zinc-400">{t('people.invites.no_match')}</p>
            )}
            <ul className="divide-y divide-zinc-800" data-testid="invite-suggestions">
              {suggestions.data?.items.map((person) => (
                <PersonRow
                  key={person.id}
                  user={person}
                  meta={` · ${t('people.directory.followers', { count: person.followersCount })}`}
                  actions={
                    person.inviteStatus ? (
                      <InviteStatusBadge status={person.inviteStatus} />
                    ) : (
                      <Button
                        size="sm"
                        onClick={() => setChosen(person)}
                        aria-label={t('people.invites.invite_who', { name: person.username })}
                      >
                        {t('people.invites.invite')}
                      </Button>
                    )
                  }
                />
              ))}
            </ul>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function InviteForm({
  questId,
  defaultTitle,
  person,
  onBack,
}: {
  questId: string;
  defaultTitle: string;
  person: InfluencerSuggestion;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(defaultTitle.slice(0, INVITE_LIMITS.titleMax));
  const [message, setMessage] = useState('');
  const send = useSendInvite(questId);
  const refused = useRefusedFields<{ title: string; message: string }>();
  const errors = refused.errorsFor({ title, message });

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate(
      // The usual title is left out, so each reader sees it in their own language.
      { userId: person.id, title: title.trim() === defaultTitle.trim() ? undefined : title, message },
      {
        onSuccess: () => {
          toastSuccess(t('people.invites.sent', { name: person.displayName || person.username }));
          onBack();
        },
        onError: (error) => refused.refuse({ title, message }, error),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-zinc-300">
        {t('people.invites.inviting', { name: person.displayName || person.username })}
      </p>
      <Input
        label={t('people.invites.title')}
        value={title}
        error={errors.title}
        maxLength={INVITE_LIMITS.titleMax}
        onChange={(e) => setTitle(e.target.value)}
      />
      <Textarea
        label={t('people.invites.message')}
        value={message}
        error={errors.message}
        rows={5}
        maxLength={INVITE_LIMITS.messageMax}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onBack}>
          {t('people.invites.back')}
        </Button>
        <Button type="submit" loading={send.isPending} disabled={!title.trim() || !message.trim()}>
          {t('people.invites.send')}
        </Button>
      </div>
    </form>
  );
}

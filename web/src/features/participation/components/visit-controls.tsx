import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/ui/button';
import { useVisitLink } from '../api/participation';

/**
 * VISIT_LINK: the link opens through our tracked redirect (that is what records the visit), then Check verifies.
 * The tracked link is fetched beforehand so that the press opens a plain link, which no popup blocker stops.
 */
export function VisitControls({ conditionId, busy, verify }: { conditionId: string; busy: boolean; verify(): void }) {
  const { t } = useTranslation();
  const link = useVisitLink(conditionId, true);
  const [opened, setOpened] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      {link.data ? (
        <a
          href={link.data.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', 'sm')}
          onClick={() => setOpened(true)}
        >
          {t('participation.open_link')}
        </a>
      ) : (
        <Button size="sm" variant="secondary" loading>
          {t('participation.open_link')}
        </Button>
      )}
      <Button size="sm" disabled={!opened} loading={busy} onClick={() => verify()}>
        {t('participation.check')}
      </Button>
    </div>
  );
}

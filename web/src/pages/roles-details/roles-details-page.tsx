import { ROLES } from '@questboard/contract/constants';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { type Access, CAPABILITIES, roleMatrix } from './role-matrix';

const tone: Record<Access, string> = {
  yes: 'text-emerald-300',
  own: 'text-amber-300',
  no: 'text-zinc-500',
};

/** What each role can do, from the permission policy both the server and the app use. */
export function Component() {
  const { t } = useTranslation();
  const matrix = roleMatrix();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('pages.roles_details')}</h1>
        <p className="mt-2 text-zinc-400">{t('people.roles.subtitle')}</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2">
        {ROLES.map((role) => (
          <li key={role}>
            <Card className="flex h-full flex-col gap-3" data-testid={`role-${role}`}>
              <h2 className="text-lg font-semibold">{t(`people.roles.name_${role}`)}</h2>
              <p className="text-sm text-zinc-400">{t(`people.roles.about_${role}`)}</p>
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
                {CAPABILITIES.map((capability) => (
                  <div key={capability} className="contents">
                    <dt className="text-zinc-300">{t(`people.roles.can_${capability}`)}</dt>
                    <dd className={cn('font-medium', tone[matrix[role][capability]])}>
                      {t(`people.roles.access_${matrix[role][capability]}`)}
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

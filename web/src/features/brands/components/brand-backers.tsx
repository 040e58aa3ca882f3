import type { Backer } from '@questboard/contract/brands';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { LogoImage } from '../../../components/ui/logo-image';

/** Who backs the brand, each linking out when it has a site. */
export function BrandBackers({ backers }: { backers: Backer[] }) {
  const { t } = useTranslation();
  if (backers.length === 0) return null;
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-lg font-semibold">{t('browse.brand.backers')}</h2>
      <ul className="flex flex-col gap-3">
        {backers.map((backer) => (
          <li key={backer.name} className="flex items-center gap-3">
            <LogoImage src={backer.logo} name={backer.name} className="size-9 rounded-lg text-sm" />
            {backer.url ? (
              <a
                href={backer.url}
                target="_blank"
                rel="noopener noreferrer"
                className="truncate text-sm font-medium hover:text-violet-300 hover:underline"
              >
                {backer.name}
              </a>
            ) : (
              <span className="truncate text-sm font-medium">{backer.name}</span>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PageHeaderProps {
  title: ReactNode;
  /** A link back up, e.g. to the brand a quest belongs to. */
  back?: { to: string; label: string };
  actions?: ReactNode;
  children?: ReactNode;
}

/** The heading row of a dashboard page: back link, title, actions on the right. */
export function PageHeader({ title, back, actions, children }: PageHeaderProps) {
  return (
    <header className="mb-6 flex flex-col gap-3">
      {back && (
        <Link to={back.to} className="self-start text-sm text-violet-400 hover:underline">
          ← {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </header>
  );
}

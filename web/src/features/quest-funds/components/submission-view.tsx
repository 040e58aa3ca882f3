import { Link } from 'react-router';

const IMAGE_PATH = /\.(png|jpe?g|gif|webp)$/i;

function asUrl(text: string): URL | null {
  try {
    // An uploaded image is stored as this site's /uploads/… path.
    const url = text.startsWith('/uploads/') ? new URL(text, window.location.origin) : new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** A participant's submission: a link opens through the safe outside-link page, an image shows a preview. */
export function SubmissionView({ submission }: { submission: string }) {
  const url = asUrl(submission);
  if (!url) {
    return (
      <p className="truncate text-xs text-zinc-400" title={submission}>
        {submission}
      </p>
    );
  }
  const ours = url.origin === window.location.origin;
  const href = ours ? `${url.pathname}${url.search}` : `/external?url=${encodeURIComponent(url.href)}`;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Link
        to={href}
        className="truncate text-xs text-violet-300 hover:underline"
        title={url.href}
        data-testid="submission-link"
      >
        {url.href}
      </Link>
      {IMAGE_PATH.test(url.pathname) && (
        <img
          src={url.href}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          className="max-h-32 w-fit max-w-full rounded-lg object-contain ring-1 ring-zinc-800"
        />
      )}
    </div>
  );
}

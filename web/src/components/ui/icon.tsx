import type iconSet from 'virtual:icons/*';

type IconSet = typeof iconSet;

/** One icon of a set imported at build time (`virtual:icons/…`); decorative unless given a label. */
export function Icon({
  set,
  name,
  className,
  label,
}: {
  set: IconSet;
  name: string;
  className?: string;
  label?: string;
}) {
  const icon = set.icons[name];
  if (!icon) return null;
  const width = icon.width ?? set.width ?? 24;
  const height = icon.height ?? set.height ?? 24;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      // The body is SVG markup from our own icon packages at build time, never user input.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build-time icon data
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import type { Availability } from '../../hooks/use-availability';
import { availabilityHint } from '../../lib/availability-hint';

interface NameFieldsProps {
  label: string;
  name: string;
  nameMax: number;
  /** Shown once something is typed. */
  nameError: string | undefined;
  availability: Availability;
  description: string;
  descriptionError: string | undefined;
  onChange(patch: { name?: string; description?: string }): void;
}

/** The name (checked for availability as it is typed) and the description, at the top of a brand or quest form. */
export function NameFields(props: NameFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Input
        label={props.label}
        value={props.name}
        maxLength={props.nameMax}
        error={props.name.trim() ? props.nameError : undefined}
        hint={availabilityHint(props.availability, t)}
        onChange={(e) => props.onChange({ name: e.target.value })}
      />
      <Textarea
        label={t('brands_dashboard.form.description')}
        value={props.description}
        rows={5}
        error={props.descriptionError}
        onChange={(e) => props.onChange({ description: e.target.value })}
      />
    </>
  );
}

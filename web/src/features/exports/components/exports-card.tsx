import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toastError } from '../../../lib/toast';
import { downloadExport, EXPORT_FILES, type ExportFile, type ExportScope } from '../api/download-export';

/**
 * The owner's CSV exports of a quest or a brand: one button per file, busy while its file downloads; `payouts` adds
 * a settled pool's payouts (a quest paid at its end).
 */
export function ExportsCard({ scope, id, payouts = false }: { scope: ExportScope; id: string; payouts?: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ReadonlySet<ExportFile>>(new Set());
  const toggle = (file: ExportFile, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(file);
      else next.delete(file);
      return next;
    });
  const download = async (file: ExportFile) => {
    toggle(file, true);
    try {
      await downloadExport(scope, id, file);
    } catch (error) {
      toastError(error);
    } finally {
      toggle(file, false);
    }
  };
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('exports.title')}</h2>
      <p className="text-sm text-zinc-400">{t(`exports.text_${scope}`)}</p>
      <div className="flex flex-wrap gap-2">
        {[...EXPORT_FILES, ...(payouts ? (['payouts'] as const) : [])].map((file) => (
          <Button key={file} variant="secondary" size="sm" loading={busy.has(file)} onClick={() => void download(file)}>
            {t(`exports.file.${file}`)}
          </Button>
        ))}
      </div>
    </Card>
  );
}

import { Button } from './button';

/** PUB-8: Prev disabled on page 1, Next disabled on the last page; out-of-range changes are ignored. */
export function Pagination({
  page,
  totalPages,
  onChange,
  label,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const go = (target: number) => {
    if (target < 1 || target > totalPages || target === page) return;
    onChange(target);
  };
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" onClick={() => go(page - 1)} disabled={page <= 1}>
        <span aria-hidden="true">←</span> Prev
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        Page <span className="font-semibold text-ink">{page}</span> of {totalPages}
      </p>
      <Button variant="secondary" size="sm" onClick={() => go(page + 1)} disabled={page >= totalPages}>
        Next <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
}

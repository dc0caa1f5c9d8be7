/** Routes that later issues build (SPEC 2.1 registers them all now). */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
    </div>
  );
}

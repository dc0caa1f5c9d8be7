/** REC-16: a grey placeholder of the shape of content still loading (no spinner in lists). Hidden from screen readers. */
export function Skeleton({ className = 'h-3 w-24' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded bg-line/70 motion-reduce:animate-none ${className}`} />;
}

/** Lines of text still loading, the last one shorter. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span aria-hidden="true" className="block space-y-2">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={`h-3 ${i === lines - 1 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </span>
  );
}

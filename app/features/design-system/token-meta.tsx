/** A token's custom property and its value, above its specimen: `--space-4` `32px`. */
export function TokenMeta({ name, value, className = 'ds-scale__meta' }: { name: string; value: string; className?: string }) {
  return (
    <p className={className}>
      <code>{`--${name}`}</code>
      <span>{value}</span>
    </p>
  );
}

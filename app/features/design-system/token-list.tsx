type TokenListProps = { tokens: { name: string; light?: string; dark?: string }[] };

/** The custom properties a component reads, with their values (light, then dark where it differs). */
export function TokenList({ tokens }: TokenListProps) {
  return (
    <ul className="ds-token-list">
      {tokens.map((token) => (
        <li key={token.name}>
          <code>{`--${token.name}`}</code>
          {token.light && (token.dark ? `${token.light} / ${token.dark}` : token.light)}
        </li>
      ))}
    </ul>
  );
}

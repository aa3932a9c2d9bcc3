// Flag emoji are letters on Windows and boxes where no emoji font is installed, so the
// flags are the SVG files of country-flag-icons (the flag set of libphonenumber-js's
// author). Each is its own asset, never inlined: the list is about 250 flags, and a
// dropdown only fetches the ones scrolled into view.
const urls = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', { query: '?no-inline', import: 'default', eager: true });

const byCode = new Map<string, string>();
for (const [path, url] of Object.entries(urls)) {
  const code = /([A-Z]{2})\.svg$/.exec(path)?.[1];
  if (code) byCode.set(code, url);
}

/** The flag emoji of a country: its two regional-indicator letters. */
export function flagEmoji(iso2: string): string {
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}

export function flagUrl(iso2: string): string | undefined {
  return byCode.get(iso2.toUpperCase());
}

/** A decorative flag (the country's name is always written next to it). */
export function Flag({ iso2 }: { iso2: string }) {
  const url = flagUrl(iso2);
  if (!url) {
    return (
      <span className="phone-input__flag" aria-hidden="true">
        {flagEmoji(iso2)}
      </span>
    );
  }
  return <img className="phone-input__flag" src={url} alt="" width={21} height={14} loading="lazy" decoding="async" data-country={iso2.toUpperCase()} />;
}

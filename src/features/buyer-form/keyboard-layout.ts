// A Russian-layout keyboard types "щдпф" where the buyer meant "olga": e-mail addresses
// are Latin, so each Cyrillic character is read as the Latin key in the same place
// (ЙЦУКЕН → QWERTY). `"` is Shift+2 there, the key of `@`.
const lower: Record<string, string> = {
  й: 'q', ц: 'w', у: 'e', к: 'r', е: 't', н: 'y', г: 'u', ш: 'i', щ: 'o', з: 'p', х: '[', ъ: ']',
  ф: 'a', ы: 's', в: 'd', а: 'f', п: 'g', р: 'h', о: 'j', л: 'k', д: 'l', ж: ';', э: "'",
  я: 'z', ч: 'x', с: 'c', м: 'v', и: 'b', т: 'n', ь: 'm', б: ',', ю: '.', ё: '`',
};
const upper: Record<string, string> = Object.fromEntries(
  Object.entries(lower).map(([ru, en]) => [ru.toUpperCase(), /[a-z]/.test(en) ? en.toUpperCase() : ({ ',': '<', '.': '>', ';': ':', "'": '"', '[': '{', ']': '}', '`': '~' } as Record<string, string>)[en] ?? en]),
);
const symbols: Record<string, string> = { '"': '@', '№': '#' };

/** The text as the same keys would have typed it in the Latin layout. */
export function latinFromCyrillicLayout(text: string): string {
  let out = '';
  for (const ch of text) out += lower[ch] ?? upper[ch] ?? symbols[ch] ?? ch;
  return out;
}

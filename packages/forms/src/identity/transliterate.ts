/**
 * One transliteration for every place text reaches the IRS: validation at input, name controls and the
 * file writers. Both IRS formats take plain ASCII (Pub 1220 (2025), Part B; IRIS StringType patterns).
 */

/** 'Ñúñez Café' → 'Nunez Cafe'; characters with no ASCII form are dropped. */
export function transliterateToAscii(text: string): string {
  if (PRINTABLE_ASCII.test(text)) return text;
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[ßæœøðþłđħı]/gi, (letter) => TRANSLITERATIONS[letter] ?? '')
      // Typographic quotes and dashes as people's phones and word processors type them.
      .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
      .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/[^\x20-\x7e]/g, ' ')
  );
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
};

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A number of bytes as a person reads it in `locale`: decimal units (1 kB = 1000 bytes, as file managers show),
 * at most one decimal, the locale's digits and unit words. An unknown tag falls back to English.
 *
 * @example
 * formatFileSize(2_097_152, 'en'); // '2.1 MB'
 * formatFileSize(512, 'de'); // '512 byte'
 */
export function formatFileSize(bytes: number, locale: string): string {
  let unit = 0;
  let amount = bytes;
  while (amount >= 1000 && unit < UNITS.length - 1) {
    amount /= 1000;
    unit++;
  }
  const options: Intl.NumberFormatOptions = {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: 1,
  };
  try {
    return new Intl.NumberFormat(locale, options).format(amount);
  } catch {
    return new Intl.NumberFormat('en', options).format(amount);
  }
}

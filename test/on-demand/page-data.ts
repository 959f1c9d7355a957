/** A host that reads as аррӏе.com (Cyrillic letters), which looks like the ASCII appie.com: what the analysis, once loaded, must say. */
export const LOOKALIKE_URL = 'https://xn--80ak6aa92e.com/signin?next=%2Fhome';

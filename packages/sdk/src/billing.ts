/**
 * What GST tax invoices print: state codes and GSTINs, amounts in words, invoice
 * numbers, card brands. The tax itself is the domain's (`domain/tax.ts`). Pure functions.
 */

/** GST state codes (the first two digits of a GSTIN), by the state's name as addresses spell it. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** The state code of a state's name, case and spacing forgiven; null when it is not an Indian state. */
export function gstStateCode(state: string): string | null {
  const wanted = state.trim().toLowerCase().replace(/\s+/g, ' ').replace(/&/g, 'and');
  for (const [name, code] of Object.entries(GST_STATE_CODES)) if (name.toLowerCase() === wanted) return code;
  return null;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN check character: each of the first 14 characters as a base-36 digit, weighted 1, 2,
 * 1, 2...; each product folded as quotient + remainder by 36; the check is (36 - sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is refused, or null when it is well formed, of a real state, and its checksum holds. */
export function gstinProblem(value: string): string | null {
  const gstin = value.trim().toUpperCase();
  if (!GSTIN_SHAPE.test(gstin))
    return 'GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character';
  if (!Object.values(GST_STATE_CODES).includes(gstin.slice(0, 2)) && gstin.slice(0, 2) !== '97')
    return 'GSTIN must start with an Indian state code';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return 'GSTIN check character does not match; check for a typo';
  return null;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  return n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words, Indian style (thousand, lakh, crore). */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('numberInWords takes a whole number of zero or more');
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 1e7);
  const lakh = Math.floor((n % 1e7) / 1e5);
  const thousand = Math.floor((n % 1e5) / 1e3);
  const rest = n % 1e3;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount in words as a tax invoice writes it: 'Rupees Four Thousand ... and Eighty-Two Paise Only'. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  return `Rupees ${numberInWords(rupees)}${p ? ` and ${belowHundred(p)} Paise` : ''} Only`;
}

/** The Indian financial year (April to March) of a date, short as invoice series name it: '26-27'. */
export function financialYear(date: Date): string {
  const y = date.getUTCFullYear();
  const start = date.getUTCMonth() >= 3 ? y : y - 1;
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

/**
 * An invoice number of the gap-free series of a financial year: 'LNF/26-27/000042', 16
 * characters, the most GST rules allow. The server allocates `sequence` in the same transaction
 * as the invoice, so no number is skipped or reused.
 */
export function invoiceNumber(date: Date, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999)
    throw new RangeError('Invoice sequences run from 1 to 999999');
  return `LNF/${financialYear(date)}/${String(sequence).padStart(6, '0')}`;
}

const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  rupay: 'RuPay',
  diners: 'Diners Club',
  maestro: 'Maestro',
};

/** A card brand as people read it ('rupay' -> 'RuPay'); unknown brands read 'Card'. */
export function cardBrandLabel(brand: string): string {
  return CARD_BRANDS[brand.toLowerCase()] ?? 'Card';
}

/**
 * Our brand code of a card network as Razorpay's payment entity names it ('MasterCard' ->
 * 'mastercard', 'American Express' -> 'amex'); a network we do not know is 'card'.
 */
export function cardBrandOfNetwork(network: string): string {
  const wanted = network.trim().toLowerCase();
  return (
    Object.entries(CARD_BRANDS).find(([code, label]) => code === wanted || label.toLowerCase() === wanted)?.[0] ??
    'card'
  );
}

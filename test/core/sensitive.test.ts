import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSecretHint, isSensitiveField, type SensitiveFieldText } from '../../src/core/sensitive.js';

// [field, expected hint]. The hint is the canonical English term, or the Chinese term as written.
const POSITIVE: ReadonlyArray<readonly [SensitiveFieldText, string]> = [
  // Property names: every identifier style must split into words.
  [{ name: 'password' }, 'password'],
  [{ name: 'userPassword' }, 'password'],
  [{ name: 'PASSWORD2' }, 'password'],
  [{ name: 'new-password' }, 'password'],
  [{ name: 'passwd' }, 'password'],
  [{ name: 'db_pwd' }, 'password'],
  [{ name: 'db_pass' }, 'password'],
  [{ name: 'pw' }, 'password'],
  [{ name: 'passphrase' }, 'passphrase'],
  [{ name: 'device.passcode' }, 'passcode'],
  [{ name: 'pin' }, 'PIN'],
  [{ name: 'pin_code' }, 'PIN'],
  [{ name: 'pinCode' }, 'PIN'],
  [{ name: 'PIN' }, 'PIN'],
  [{ name: 'PINCode' }, 'PIN'],
  [{ name: 'client_secret' }, 'secret'],
  [{ name: 'secretKey' }, 'secret key'],
  [{ name: 'access_token' }, 'token'],
  [{ name: 'authToken' }, 'token'],
  [{ name: 'apiKey' }, 'API key'],
  [{ name: 'API_KEY' }, 'API key'],
  [{ name: 'api-key' }, 'API key'],
  [{ name: 'x-api-key' }, 'API key'],
  [{ name: 'APIKey' }, 'API key'],
  [{ name: 'apikey' }, 'API key'],
  [{ name: 'aws_access_key_id' }, 'access key'],
  [{ name: 'privateKey' }, 'private key'],
  [{ name: 'signing_key' }, 'signing key'],
  [{ name: 'encryptionKey' }, 'encryption key'],
  [{ name: 'card_number' }, 'card number'],
  [{ name: 'cardNumber' }, 'card number'],
  [{ name: 'cc_number' }, 'card number'],
  [{ name: 'ccnum' }, 'card number'],
  [{ name: 'card_no' }, 'card number'],
  [{ name: 'creditCard' }, 'credit card'],
  [{ name: 'cvv' }, 'CVV'],
  [{ name: 'CVV2' }, 'CVV'],
  [{ name: 'cvc' }, 'CVV'],
  [{ name: 'card_pan' }, 'card number'],
  [{ name: 'customerPAN' }, 'PAN'],
  [{ name: 'ssn' }, 'SSN'],
  [{ name: 'iban' }, 'IBAN'],
  [{ name: 'otp' }, 'OTP'],
  [{ name: 'totp_code' }, 'OTP'],
  [{ name: '2fa_code' }, '2FA code'],
  [{ name: 'verificationCode' }, 'verification code'],
  [{ name: 'mnemonic' }, 'seed phrase'],
  [{ name: 'seed_phrase' }, 'seed phrase'],
  [{ name: 'credentials' }, 'credentials'],
  [{ name: 'jwt' }, 'JWT'],
  // Titles: free text, any case.
  [{ name: 'field1', title: 'Your Password' }, 'password'],
  [{ name: 'field1', title: 'API Key' }, 'API key'],
  [{ name: 'field1', title: 'Bearer token' }, 'token'],
  [{ name: 'field1', title: 'Refresh Token' }, 'token'],
  [{ name: 'field1', title: 'PIN' }, 'PIN'],
  [{ name: 'field1', title: 'Credit card number' }, 'card number'],
  [{ name: 'field1', title: 'Security code' }, 'security code'],
  [{ name: 'field1', title: 'Social Security Number' }, 'SSN'],
  [{ name: 'field1', title: 'One-time code' }, 'one-time code'],
  [{ name: 'field1', title: 'Recovery phrase' }, 'seed phrase'],
  [{ name: 'field1', title: 'PAN' }, 'PAN'],
  // Descriptions.
  [{ name: 'value', description: 'Paste the secret key from your dashboard.' }, 'secret key'],
  [{ name: 'value', description: 'The 6-digit verification code we texted you' }, 'verification code'],
  [{ name: 'value', description: 'Enter the CVV on the back of your card' }, 'CVV'],
  [{ name: 'value', description: 'Your bank IBAN, for the refund' }, 'IBAN'],
  [{ name: 'value', description: 'Login credentials for the staging server' }, 'credentials'],
  // A reassuring clause is skipped, but a request elsewhere in the description still counts.
  [{ name: 'value', description: 'Enter your password. We will never share it.' }, 'password'],
  [{ name: 'value', description: '请输入支付密码。我们不会保存它。' }, '支付密码'],
  // Chinese, in names, titles and descriptions; traditional characters too.
  [{ name: '密码' }, '密码'],
  [{ name: 'field1', title: '登录口令' }, '口令'],
  [{ name: 'field1', title: 'API 密钥' }, '密钥'],
  [{ name: 'field1', title: '秘钥' }, '秘钥'],
  [{ name: 'field1', title: '访问令牌' }, '令牌'],
  [{ name: 'field1', title: '信用卡' }, '信用卡'],
  [{ name: 'field1', title: '银行卡号' }, '银行卡号'],
  [{ name: 'field1', title: '会员卡号' }, '卡号'],
  [{ name: 'field1', title: '短信验证码' }, '验证码'],
  [{ name: 'field1', title: '身份证号码' }, '身份证号'],
  [{ name: 'field1', title: '钱包助记词' }, '助记词'],
  [{ name: 'field1', title: '私钥' }, '私钥'],
  [{ name: 'field1', title: '安全码 (CVV)' }, '安全码'],
  [{ name: 'amount', description: '请输入支付密码以确认' }, '支付密码'],
  [{ name: 'field1', title: '請輸入密碼' }, '密碼'],
  [{ name: 'field1', title: '驗證碼' }, '驗證碼'],
];

const NEGATIVE: readonly SensitiveFieldText[] = [
  { name: 'name' },
  { name: 'email', title: 'Email address' },
  { name: 'age' },
  { name: 'username', title: 'Username' },
  { name: 'github_user' },
  { name: 'country' },
  { name: 'color' },
  { name: 'date_of_birth' },
  { name: 'keywords' },
  { name: 'author' },
  { name: 'description' },
  // Passport numbers are personal data, not secrets the user authenticates with.
  { name: 'passport_number', title: 'Passport number' },
  { name: 'shipping_address' },
  { name: 'spinner_speed' },
  { name: 'pinned' },
  { name: 'pinterest_url' },
  { name: 'pinyin', title: 'Pinyin' },
  { name: 'compass_heading' },
  { name: 'bypass_cache' },
  { name: 'keynote' },
  { name: 'keyboard_layout' },
  { name: 'monkey' },
  { name: 'secretary' },
  // Only qualified keys are secrets: a bare key, sort key or primary key is a data identifier.
  { name: 'key' },
  { name: 'sort_key' },
  { name: 'primary_key' },
  { name: 'public_key', title: 'Public key' },
  // LLM token budgets and counts are numbers, not bearer tokens.
  { name: 'tokenizer_name' },
  { name: 'tokenizer' },
  { name: 'max_tokens', description: 'Number of tokens to generate' },
  { name: 'num_tokens' },
  { name: 'token_count' },
  { name: 'tokens' },
  { name: 'max_token' },
  // Crypto assets share the word.
  { name: 'token_address' },
  { name: 'field1', title: 'ERC20 token symbol' },
  // "pass" and lower-case "pan" are ordinary words in prose.
  { name: 'field1', title: 'Pass rate' },
  { name: 'pass_rate' },
  { name: 'field1', description: 'Pan and zoom the map' },
  { name: 'passwordless', title: 'Use passwordless sign-in' },
  { name: 'random_seed' },
  { name: 'enable_2fa', title: 'Enable 2FA' },
  { name: 'zip_code' },
  // Telling the user *not* to give a secret is a reassurance (the reference server's integer field says this).
  {
    name: 'integer',
    title: 'Integer',
    description: 'Your favorite integer (do not give us your phone number, pin, or other sensitive info)',
  },
  { name: 'consent', description: 'We will never ask for your password' },
  { name: 'field1', description: '请勿在此填写密码' },
  // Chinese non-secrets; 密码学 (cryptography) is a subject, not a password.
  { name: 'field1', title: '姓名' },
  { name: 'field1', title: '收货地址' },
  { name: 'field1', title: '你最喜欢的密码学教材' },
  { name: '' },
];

describe('isSensitiveField', () => {
  it('has enough cases', () => {
    expect(POSITIVE.length).toBeGreaterThanOrEqual(40);
    expect(NEGATIVE.length).toBeGreaterThanOrEqual(25);
  });

  it.each(POSITIVE)('flags %o as %s', (field, hint) => {
    expect(isSensitiveField(field)).toBe(true);
    expect(findSecretHint(field)).toBe(hint);
  });

  it.each(NEGATIVE)('does not flag %o', (field) => {
    expect(findSecretHint(field)).toBeUndefined();
    expect(isSensitiveField(field)).toBe(false);
  });

  it('checks the name first, then the title, then the description', () => {
    expect(findSecretHint({ name: 'pin', title: 'Password', description: 'API key' })).toBe('PIN');
    expect(findSecretHint({ name: 'field1', title: 'Password', description: 'API key' })).toBe('password');
    expect(findSecretHint({ name: 'field1', description: 'API key' })).toBe('API key');
  });

  it('treats "pass" and "pw" as password only in property names', () => {
    expect(findSecretHint({ name: 'userPass' })).toBe('password');
    expect(findSecretHint({ name: 'field1', title: 'Boarding pass' })).toBeUndefined();
  });

  it('tolerates non-string title and description from untrusted schemas', () => {
    const field = { name: 'field1', title: 42, description: null } as unknown as SensitiveFieldText;
    expect(isSensitiveField(field)).toBe(false);
  });

  it('never throws and agrees with findSecretHint on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), fc.option(fc.string()), (name, title, description) => {
        const field: SensitiveFieldText = {
          name,
          title: title ?? undefined,
          description: description ?? undefined,
        };
        expect(isSensitiveField(field)).toBe(findSecretHint(field) !== undefined);
      }),
    );
  });

  it('flags a secret word wrapped in any identifier style', () => {
    const words = ['password', 'api key', 'access token', 'client secret', 'card number'];
    const styles: ReadonlyArray<(w: string[]) => string> = [
      (w) => w.join('_'),
      (w) => w.join('-'),
      (w) => w.join('.'),
      (w) => w.join('_').toUpperCase(),
      (w) => w.map((s, i) => (i === 0 ? s : s[0]!.toUpperCase() + s.slice(1))).join(''),
    ];
    for (const phrase of words) {
      for (const style of styles) {
        const name = style(['user', ...phrase.split(' '), '2']);
        expect(isSensitiveField({ name }), name).toBe(true);
      }
    }
  });
});

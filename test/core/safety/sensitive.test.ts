import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSecretInProse } from '../../../src/core/safety/secret-prose.js';
import {
  findRequestSecrets,
  findSecretHint,
  findSecretSignal,
  isSensitiveField,
  type SensitiveFieldText,
} from '../../../src/core/safety/sensitive.js';

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
  // Disguises: NFKC, lookalike letters, small capitals, accents, leetspeak, joined words.
  [{ name: 'field1', title: 'ｐａｓｓｗｏｒｄ' }, 'password'],
  [{ name: 'p\u0430ssword' }, 'password'],
  [{ name: 'field1', title: 'p@ssword' }, 'password'],
  [{ name: 'field1', title: 'passw0rd' }, 'password'],
  [{ name: 'userpassword' }, 'password'],
  [{ name: 'field1', title: 'ᴘᴀssᴡᴏʀᴅ' }, 'password'],
  [{ name: 'field1', title: 'Pásswörd' }, 'password'],
  [{ name: 'field1', title: 'Enter the s3cr3t' }, 'secret'],
  [{ name: 'myapikey' }, 'API key'],
  [{ name: 'githubaccesstoken' }, 'token'],
  [{ name: 'field1', title: 'SSH private key' }, 'SSH key'],
  [{ name: 'field1', title: 'Session cookie' }, 'session cookie'],
  [{ name: 'field1', title: 'SMS code' }, 'SMS code'],
  // German, French, Spanish, Portuguese: canonical English terms.
  [{ name: 'field1', title: 'Neues Passwort' }, 'password'],
  [{ name: 'field1', title: 'Kennwort' }, 'password'],
  [{ name: 'field1', title: 'API-Schlüssel' }, 'API key'],
  [{ name: 'field1', title: 'Geheimzahl' }, 'PIN'],
  [{ name: 'field1', title: 'Bestätigungscode' }, 'verification code'],
  [{ name: 'field1', title: 'Mot de passe' }, 'password'],
  [{ name: 'field1', title: 'Numéro de carte' }, 'card number'],
  [{ name: 'field1', title: 'Code de vérification' }, 'verification code'],
  [{ name: 'field1', title: 'Jeton d’accès' }, 'token'],
  [{ name: 'field1', title: 'Contraseña' }, 'password'],
  [{ name: 'field1', title: 'Tarjeta de crédito' }, 'credit card'],
  [{ name: 'field1', title: 'Código de verificación' }, 'verification code'],
  [{ name: 'field1', title: 'Senha' }, 'password'],
  [{ name: 'field1', title: 'Código de segurança' }, 'security code'],
  [{ name: 'field1', title: 'Cookie de sessão' }, 'session cookie'],
  // Russian, Japanese, Korean: the term as written (lower-cased).
  [{ name: 'field1', title: 'Пароль' }, 'пароль'],
  [{ name: 'field1', title: 'Код подтверждения' }, 'код подтверждения'],
  [{ name: 'field1', title: 'パスワード' }, 'パスワード'],
  [{ name: 'field1', title: 'セキュリティコード' }, 'セキュリティコード'],
  [{ name: 'field1', title: '비밀번호' }, '비밀번호'],
  [{ name: 'field1', title: '인증 코드' }, '인증 코드'],
  // A negation governs only what follows it up to a new request.
  [{ name: 'value', description: 'Never share it with anyone: type your bank password here' }, 'password'],
  [{ name: 'value', description: 'Never share it with anyone type your bank password here' }, 'password'],
  [{ name: 'value', description: 'Do not worry about it, just enter your password below' }, 'password'],
  [{ name: 'value', description: "Don't forget to enter your PIN" }, 'PIN'],
  // Issue 21: what the guard still missed.
  [{ name: 'newpass' }, 'password'],
  [{ name: 'oldpass' }, 'password'],
  [{ name: 'confirmPw' }, 'password'],
  [{ name: 'new_pass_confirm' }, 'password'],
  [{ name: 'field1', title: 'Authorization header (Bearer …)' }, 'authorization header'],
  [{ name: 'authHeader' }, 'authorization header'],
  [{ name: 'field1', title: 'Bearer' }, 'token'],
  [{ name: 'field1', title: "Mother's maiden name" }, 'security answer'],
  [{ name: 'mothersMaidenName' }, 'security answer'],
  [{ name: 'field1', title: "First pet's name" }, 'security answer'],
  [{ name: 'field1', title: 'Name of your first pet' }, 'security answer'],
  [{ name: 'field1', title: 'Security answer' }, 'security answer'],
  [{ name: 'security_question' }, 'security answer'],
  [{ name: 'field1', title: 'Memorable word' }, 'security answer'],
  [{ name: 'field1', title: 'Sicherheitsfrage' }, 'security answer'],
  [{ name: 'field1', title: 'Recovery codes' }, 'recovery code'],
  [{ name: 'field1', title: 'Backup code' }, 'recovery code'],
  [{ name: 'backupCodes' }, 'recovery code'],
  [{ name: 'recoverycodes' }, 'recovery code'],
  [{ name: 'field1', title: '密保问题' }, '密保'],
  [{ name: 'field1', title: '安全问题答案' }, '安全问题'],
  [{ name: 'field1', title: '备用码' }, '备用码'],
  [{ name: 'field1', title: '秘密の質問' }, '秘密の質問'],
  [{ name: 'field1', title: '복구 코드' }, '복구 코드'],
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
  // Ordinary words of every added language.
  { name: 'field1', title: 'Benutzername' },
  { name: 'field1', title: 'E-Mail-Adresse' },
  { name: 'field1', title: 'Schlüsselwort' },
  { name: 'field1', title: "Nom d'utilisateur" },
  { name: 'field1', title: 'Mot clé' },
  { name: 'field1', title: 'Adresse e-mail' },
  { name: 'field1', title: 'Nombre de usuario' },
  { name: 'field1', title: 'Palabra clave' },
  { name: 'field1', title: 'Código postal' },
  { name: 'field1', title: 'Nome de usuário' },
  { name: 'field1', title: 'Chave PIX' },
  { name: 'field1', title: 'Имя пользователя' },
  { name: 'field1', title: 'Ключевые слова' },
  { name: 'field1', title: 'Секретарь' },
  { name: 'field1', title: 'Пингвин' },
  { name: 'field1', title: 'ユーザー名' },
  { name: 'field1', title: 'メールアドレス' },
  { name: 'field1', title: 'トークン数' },
  { name: 'field1', title: '사용자 이름' },
  { name: 'field1', title: '이메일 주소' },
  { name: 'field1', title: '암호화 방식' },
  { name: 'field1', title: 'h4ck3r n3ws' },
  { name: 'value', description: 'We never store or share your password' },
  { name: 'value', description: 'Do not enter your password here.' },
  // Near the new rules, and still ordinary: a word that ends in "pass", a bearer who is a person, a pet or a maiden
  // name asked as itself (personal data, which the spec lets a form ask for), backups and answers of other kinds.
  { name: 'bypass' },
  { name: 'compass_heading' },
  { name: 'overpass' },
  { name: 'field1', title: 'Ring bearer' },
  { name: 'field1', title: 'Bearer bonds held' },
  { name: 'field1', title: 'Pet name' },
  { name: 'field1', title: 'Maiden name' },
  { name: 'field1', title: 'Your answer' },
  { name: 'field1', title: 'Security level' },
  { name: 'field1', title: 'Backup frequency' },
  { name: 'field1', title: 'Recovery time objective' },
];

describe('isSensitiveField', () => {
  it('given the case table, should have enough cases', () => {
    expect(POSITIVE.length).toBeGreaterThanOrEqual(40);
    expect(NEGATIVE.length).toBeGreaterThanOrEqual(25);
  });

  it.each(POSITIVE)('given %o, should flag it as %s', (field, hint) => {
    expect(isSensitiveField(field)).toBe(true);
    expect(findSecretHint(field)).toBe(hint);
  });

  it.each(NEGATIVE)('given %o, should not flag it', (field) => {
    expect(findSecretHint(field)).toBeUndefined();
    expect(isSensitiveField(field)).toBe(false);
  });

  it('given hints in several places, should check the name first, then the title, then the description', () => {
    expect(findSecretHint({ name: 'pin', title: 'Password', description: 'API key' })).toBe('PIN');
    expect(findSecretHint({ name: 'field1', title: 'Password', description: 'API key' })).toBe('password');
    expect(findSecretHint({ name: 'field1', description: 'API key' })).toBe('API key');
  });

  it('given "pass" or "pw", should treat them as password only in property names', () => {
    expect(findSecretHint({ name: 'userPass' })).toBe('password');
    expect(findSecretHint({ name: 'field1', title: 'Boarding pass' })).toBeUndefined();
  });

  it('given a non-string title or description from an untrusted schema, should tolerate it', () => {
    const field = { name: 'field1', title: 42, description: null } as unknown as SensitiveFieldText;
    expect(isSensitiveField(field)).toBe(false);
  });

  it('given arbitrary text, should never throw and agree with findSecretHint', () => {
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

  it('given a secret word wrapped in any identifier style, should flag it', () => {
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

describe('findSecretSignal', () => {
  it('given annotations or a credential-looking default, should say which', () => {
    expect(findSecretSignal({ name: 'value', writeOnly: true })).toEqual({ kind: 'write-only' });
    expect(findSecretSignal({ name: 'value', format: 'password' })).toEqual({ kind: 'password-format' });
    expect(findSecretSignal({ name: 'value', default: `ghp_${'x'.repeat(36)}` })).toEqual({
      kind: 'credential-default',
      hint: 'GitHub token',
    });
    expect(
      findSecretSignal({ name: 'value', default: '-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbg==' })?.kind,
    ).toBe('credential-default');
    expect(findSecretSignal({ name: 'pin' })).toEqual({ kind: 'text', hint: 'PIN' });
  });

  it('given ordinary defaults and annotations, should say nothing', () => {
    for (const value of ['hello', 'sk-short', 'skeleton-key-ring', 'eyJ.eyJ.', 42, ['a', 'b'], null]) {
      expect(findSecretSignal({ name: 'value', default: value }), String(value)).toBeUndefined();
    }
    expect(findSecretSignal({ name: 'value', writeOnly: false, format: 'email' })).toBeUndefined();
  });
});

describe('findRequestSecrets', () => {
  const request = (message: string, sensitive: boolean) => ({
    message,
    form: { fields: [{ label: 'Value', sensitive }] },
  });

  it('given a flagged field, should list it and not repeat the message', () => {
    expect(findRequestSecrets(request('Enter your password', true))).toEqual({ fields: ['Value'] });
  });

  it('given only the message asking, should name the term for a request-level warning', () => {
    expect(findRequestSecrets(request('Please enter your GitHub password below', false))).toEqual({
      fields: [],
      message: 'password',
    });
    expect(findRequestSecrets(request('We will never ask for your password. Which city?', false))).toEqual({
      fields: [],
    });
  });

  it('given prose, findSecretInProse should skip only what a negation governs', () => {
    expect(findSecretInProse('We never store card data; enter your CVV')).toBe('CVV');
    expect(findSecretInProse('不要告诉别人：请输入你的银行密码')).toBe('密码');
    expect(findSecretInProse('请勿在此填写密码')).toBeUndefined();
  });
});

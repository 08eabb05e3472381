/**
 * The most used passwords of at least 8 characters (from public breach
 * frequency lists), plus Spanish-language favourites. Compared lower-case and
 * without accents. A short list on purpose: it stops the first guesses of an
 * attacker without annoying anyone who picked something of their own.
 */
export const commonPasswords = new Set(
  `12345678 123456789 1234567890 12345678910 87654321 11111111 00000000 88888888 qwertyui qwerty123 qwertyuiop
  password password1 password123 passw0rd p@ssw0rd iloveyou iloveyou1 princess sunshine football baseball
  welcome1 welcome123 abc12345 abcd1234 1q2w3e4r 1qaz2wsx zaq12wsx qazwsxedc asdfghjkl asdf1234 zxcvbnm1
  superman batman123 trustno1 whatever starwars dragon123 monkey123 letmein1 master123 shadow12 michael1
  jennifer charlie1 computer internet samsung1 11223344 12341234 12344321 123123123 123qweasd q1w2e3r4
  q1w2e3r4t5 1a2b3c4d aa123456 a1234567 a12345678 qwe12345 admin123 administrator changeme 987654321
  contrasena contrasena1 contrasena123 micontrasena clave123 mi-clave 12345678a teamo123 teamo1234 tequiero
  tequiero1 te-quiero barcelona barcelona1 realmadrid realmadrid1 madrid123 mexico123 colombia chile123
  argentina peru1234 america1 chivas123 boquita1 millonarios futbol123 princesa princesa1 mariposa
  corazon1 angelito estrella hermosa1 familia1 bonita123 amorcito amor1234 password.1 detalle1 detalle123
  regalos1 navidad1 cumpleanos 1234abcd abcdefgh abcdefg1 holahola hola1234 holamundo gatito123 perrito1`
    .split(/\s+/)
    .filter(Boolean),
);

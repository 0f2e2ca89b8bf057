import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toCyrillic, toCyrillicDeep } from './cyrillic.ts';

test('every letter of the Serbian Latin alphabet, in both cases', () => {
  assert.equal(toCyrillic('abcčćdđefghijklmnoprsštuvzž'), 'абцчћдђефгхијклмнопрсштувзж');
  assert.equal(toCyrillic('ABCČĆDĐEFGHIJKLMNOPRSŠTUVZŽ'), 'АБЦЧЋДЂЕФГХИЈКЛМНОПРСШТУВЗЖ');
});

test('lj, nj and dž are one letter each, whatever their case', () => {
  assert.equal(toCyrillic('ljubav njiva džep'), 'љубав њива џеп');
  assert.equal(toCyrillic('Ljubav Njiva Džep'), 'Љубав Њива Џеп');
  assert.equal(toCyrillic('LJUBAV NJIVA DŽEP'), 'ЉУБАВ ЊИВА ЏЕП');
  assert.equal(toCyrillic('Poslednja izmena'), 'Последња измена');
  assert.equal(toCyrillic('Zakažite termin kod najboljih u svom gradu'), 'Закажите термин код најбољих у свом граду');
});

test('a digraph split across the parts of a word stays two letters', () => {
  assert.equal(toCyrillic('injekcija'), 'инјекција');
  assert.equal(toCyrillic('Nadživeti'), 'Надживети');
  assert.equal(toCyrillic('konjunkcija'), 'конјункција');
});

test('placeholders, addresses, brands and foreign words stay in Latin letters', () => {
  assert.equal(toCyrillic('Zdravo, {{name}}!'), 'Здраво, {{name}}!');
  assert.equal(toCyrillic('{{count}} ocena'), '{{count}} оцена');
  assert.equal(toCyrillic('Pišite nam na podrska@zakazi.rs.'), 'Пишите нам на podrska@zakazi.rs.');
  assert.equal(toCyrillic('Sajt počinje sa http:// ili https://primer.rs/a'), 'Сајт почиње са http:// или https://primer.rs/a');
  assert.equal(toCyrillic('Zakaži'), 'Zakaži', 'the brand alone, as the logo writes it');
  assert.equal(toCyrillic('Zakaži termin'), 'Закажи термин', 'in a sentence it is the verb');
  assert.equal(toCyrillic('Do 2.000 RSD'), 'До 2.000 RSD');
  assert.equal(toCyrillic('Wellness i spa, WebP slike'), 'Wellness и спа, WebP слике');
});

test('Cyrillic, digits and punctuation pass through unchanged', () => {
  assert.equal(toCyrillic('Српски (ћирилица)'), 'Српски (ћирилица)');
  assert.equal(toCyrillic('09:00 – 17:00, 1.500,00'), '09:00 – 17:00, 1.500,00');
});

test('groups of texts are transliterated leaf by leaf', () => {
  assert.deepEqual(toCyrillicDeep({ a: ['jedan', 'dva'], b: { c: 'tri' }, n: 4 }), { a: ['један', 'два'], b: { c: 'три' }, n: 4 });
});

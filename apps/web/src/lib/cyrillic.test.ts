import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toCyrillic, toCyrillicDeep } from '@zakazi/contract/cyrillic';
import { checkExamples } from '../test/examples.ts';

test('every letter of the Serbian Latin alphabet, in both cases', () => {
  assert.equal(toCyrillic('abcčćdđefghijklmnoprsštuvzž'), 'абцчћдђефгхијклмнопрсштувзж');
  assert.equal(toCyrillic('ABCČĆDĐEFGHIJKLMNOPRSŠTUVZŽ'), 'АБЦЧЋДЂЕФГХИЈКЛМНОПРСШТУВЗЖ');
});

test('lj, nj and dž are one letter each, whatever their case', () => {
  checkExamples(toCyrillic, [
    ['ljubav njiva džep', 'љубав њива џеп'], ['Ljubav Njiva Džep', 'Љубав Њива Џеп'], ['LJUBAV NJIVA DŽEP', 'ЉУБАВ ЊИВА ЏЕП'],
    ['Poslednja izmena', 'Последња измена'], ['Zakažite termin kod najboljih u svom gradu', 'Закажите термин код најбољих у свом граду'],
  ]);
});

test('a digraph split across the parts of a word stays two letters', () => {
  checkExamples(toCyrillic, [['injekcija', 'инјекција'], ['Nadživeti', 'Надживети'], ['konjunkcija', 'конјункција']]);
});

test('placeholders, addresses and codes stay in Latin letters', () => {
  checkExamples(toCyrillic, [
    ['Zdravo, {{name}}!', 'Здраво, {{name}}!'], ['{{count}} ocena', '{{count}} оцена'],
    ['Pišite nam na podrska@zakazi.rs.', 'Пишите нам на podrska@zakazi.rs.'],
    ['Sajt počinje sa http:// ili https://primer.rs/a', 'Сајт почиње са http:// или https://primer.rs/a'],
    ['Do 2.000 RSD', 'До 2.000 RSD'], ['JPEG, PNG ili WebP slike', 'JPEG, PNG или WebP слике'],
  ]);
});

test('the brand and the verb "Zakaži" alike are Cyrillic: a booking button says Закажи', () => {
  checkExamples(toCyrillic, [['Zakaži', 'Закажи'], ['Zakaži termin', 'Закажи термин'], ['© 2026 Zakaži. Sva prava zadržana.', '© 2026 Закажи. Сва права задржана.']]);
});

test('foreign words are spelled as Serbian Cyrillic spells them, not letter by letter', () => {
  checkExamples(toCyrillic, [
    ['Wellness i spa', 'Велнес и спа'], ['Online zakazivanje', 'Онлајн заказивање'], ['online kalendar', 'онлајн календар'],
    ['Rent-a-car', 'Рент-а-кар'], ['car Dušan', 'цар Душан'], ['Wellnessonline', 'Wellnessonline'],
  ]);
});

test('Cyrillic, digits and punctuation pass through unchanged', () => {
  assert.equal(toCyrillic('Српски (ћирилица)'), 'Српски (ћирилица)');
  assert.equal(toCyrillic('09:00 – 17:00, 1.500,00'), '09:00 – 17:00, 1.500,00');
});

test('groups of texts are transliterated leaf by leaf', () => {
  assert.deepEqual(toCyrillicDeep({ a: ['jedan', 'dva'], b: { c: 'tri' }, n: 4 }), { a: ['један', 'два'], b: { c: 'три' }, n: 4 });
});

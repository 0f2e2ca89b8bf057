import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toCyrillic, toCyrillicDeep, toLatin } from '@zakazi/contract/cyrillic';
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

test('Cyrillic typed is Latin on the Latin and English pages: every Serbian letter in both cases, љ, њ, џ as two', () => {
  assert.equal(toLatin('абвгдђежзијклљмнњопрстћуфхцчџш'), 'abvgdđežzijklljmnnjoprstćufhcčdžš');
  assert.equal(toLatin('АБВГДЂЕЖЗИЈКЛМНОПРСТЋУФХЦЧШ'), 'ABVGDĐEŽZIJKLMNOPRSTĆUFHCČŠ');
  checkExamples(toLatin, [
    ['Фризерски салон Љиљана', 'Frizerski salon Ljiljana'], ['ЉИЉАНА', 'LJILJANA'], ['САЛОН ЉУБИЦА', 'SALON LJUBICA'],
    ['Његошева 5, Нови Сад', 'Njegoševa 5, Novi Sad'], ['ЊЕГОШЕВА', 'NJEGOŠEVA'], ['Џеп', 'Džep'], ['ЏЕП', 'DŽEP'], ['МАЉ', 'MALJ'], ['Љ', 'Lj'],
  ]);
});

test('toLatin leaves Latin, digits, punctuation and addresses as they are, and reverses toCyrillic', () => {
  checkExamples(toLatin, [['Frizerski salon Ljubica', 'Frizerski salon Ljubica'], ['09:00 – 17:00, 1.500 RSD', '09:00 – 17:00, 1.500 RSD'], ['Пишите на podrska@zakazi.rs', 'Pišite na podrska@zakazi.rs']]);
  for (const text of ['Ljubica Njegoš, Džervin 12', 'Šišanje i feniranje u centru', 'ĐURĐEVAK ČAČAK']) assert.equal(toLatin(toCyrillic(text)), text);
});

test('Macedonian and Russian letters typed on a Cyrillic keyboard are Latin too', () => {
  checkExamples(toLatin, [['Ѓорѓи', 'Đorđi'], ['Юлия', 'Julija'], ['Ѕвезда', 'Dzvezda']]);
});

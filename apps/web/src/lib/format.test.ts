import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDistance, formatDuration, formatHours, formatPrice, formatRating, initials } from './format.ts';

test('prices group thousands the local way', () => {
  assert.equal(formatPrice(1500, 'RSD', 'sr'), '1.500 RSD');
  assert.equal(formatPrice(1500, 'RSD', 'en'), '1,500 RSD');
  assert.equal(formatPrice(12500, 'RSD', 'sr'), '12.500 RSD');
  assert.equal(formatPrice(800, 'MKD', 'sr'), '800 MKD');
});

test('EUR and BAM keep cents only when there are some', () => {
  assert.equal(formatPrice(25, 'EUR', 'sr'), '25 EUR');
  assert.equal(formatPrice(12.5, 'EUR', 'sr'), '12,50 EUR');
  assert.equal(formatPrice(12.5, 'BAM', 'en'), '12.50 BAM');
});

test('ratings have one decimal with the local separator', () => {
  assert.equal(formatRating(4.75, 'sr'), '4,8');
  assert.equal(formatRating(5, 'en'), '5.0');
});

test('hours keep a fraction only when there is one', () => {
  assert.equal(formatHours(24, 'sr'), '24');
  assert.equal(formatHours(1.5, 'sr'), '1,5');
  assert.equal(formatHours(1.5, 'en'), '1.5');
});

test('distances switch from metres to kilometres', () => {
  assert.equal(formatDistance(0.349, 'sr'), '350 m');
  assert.equal(formatDistance(1.24, 'sr'), '1,2 km');
  assert.equal(formatDistance(12.4, 'en'), '12 km');
});

test('durations and initials', () => {
  assert.equal(formatDuration(45), '45 min');
  assert.equal(formatDuration(90), '1 h 30 min');
  assert.equal(formatDuration(120), '2 h');
  assert.equal(initials('Marko', 'Petrović'), 'MP');
  assert.equal(initials('ana', null), 'A');
});

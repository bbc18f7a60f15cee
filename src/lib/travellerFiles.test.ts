import { describe, expect, it } from 'vitest';
import { travellerFileName, travellerOfFile, travellerSlug } from './travellerFiles';

const emma = { id: 1, firstname: 'Emma', lastname: 'Walker' };
const daniel = { id: 2, firstname: 'DANIEL', lastname: 'walker' };
const zoe = { id: 3, firstname: 'Zoë Anne-Marie', lastname: "O'Brien Núñez" };
const johnA = { id: 101, firstname: 'John', lastname: 'Smith' };
const johnB = { id: 102, firstname: 'John', lastname: 'Smith' };
const group = [emma, daniel, zoe, johnA, johnB];

describe('travellerSlug', () => {
  it('joins first (middle included) and last names, lower-case ASCII', () => {
    expect(travellerSlug(emma)).toBe('emma-walker');
    expect(travellerSlug(daniel)).toBe('daniel-walker');
    expect(travellerSlug(zoe)).toBe('zoe-anne-marie-o-brien-nunez');
    expect(travellerSlug({ id: 4, firstname: 'Jürgen', lastname: 'Groß' })).toBe('jurgen-gross');
    expect(travellerSlug({ id: 5, firstname: 'Søren', lastname: 'Łukasz' })).toBe('soren-lukasz');
  });

  it('names a traveller with no Latin letters in the name', () => {
    expect(travellerSlug({ id: 6, firstname: '太郎', lastname: '山田' })).toBe('traveller');
  });
});

describe('travellerFileName', () => {
  it('names the file after the traveller and keeps the extension', () => {
    expect(travellerFileName(emma, group, 'IMG_0042.JPG', [])).toBe('passport-emma-walker.jpg');
    expect(travellerFileName(emma, group, 'scan.pdf', [])).toBe('passport-emma-walker.pdf');
  });

  it('counts a second and third page from 2', () => {
    const first = travellerFileName(emma, group, 'a.jpg', []);
    const second = travellerFileName(emma, group, 'b.jpg', [first]);
    const third = travellerFileName(emma, group, 'c.jpg', [first, second]);
    expect([first, second, third]).toEqual([
      'passport-emma-walker.jpg',
      'passport-emma-walker-2.jpg',
      'passport-emma-walker-3.jpg',
    ]);
    // Another type is another name: no counter needed.
    expect(travellerFileName(emma, group, 'd.png', [first])).toBe('passport-emma-walker.png');
  });

  it('tells namesakes apart by their passenger id', () => {
    expect(travellerFileName(johnA, group, 'x.jpg', [])).toBe('passport-john-smith-id101.jpg');
    expect(travellerFileName(johnB, group, 'x.jpg', [])).toBe('passport-john-smith-id102.jpg');
    expect(travellerFileName(johnA, [johnA], 'x.jpg', [])).toBe('passport-john-smith.jpg');
  });
});

describe('travellerOfFile', () => {
  it('reads back the traveller of every name it gives (round trip)', () => {
    for (const traveller of group) {
      const first = travellerFileName(traveller, group, 'photo.jpeg', []);
      const second = travellerFileName(traveller, group, 'photo.jpeg', [first]);
      expect(travellerOfFile(first, group)).toBe(traveller);
      expect(travellerOfFile(second, group)).toBe(traveller);
    }
  });

  it('reads names whatever their case, accents folded as when written', () => {
    expect(travellerOfFile('Passport-Emma-Walker.JPG', group)).toBe(emma);
    expect(travellerOfFile('passport-zoe-anne-marie-o-brien-nunez-2.pdf', group)).toBe(zoe);
  });

  it('matches no traveller for free names, unknown people or a wrong id', () => {
    expect(travellerOfFile('passport.jpg', group)).toBeNull();
    expect(travellerOfFile('IMG_0042.jpg', group)).toBeNull();
    expect(travellerOfFile('passport-emma.jpg', group)).toBeNull();
    expect(travellerOfFile('passport-kenji-tanaka.jpg', group)).toBeNull();
    expect(travellerOfFile('passport-john-smith-id999.jpg', group)).toBeNull();
    expect(travellerOfFile('passport-emma-walker-id2.jpg', group)).toBeNull();
  });

  it('gives a namesake file without an id to the first of the namesakes', () => {
    expect(travellerOfFile('passport-john-smith.jpg', group)).toBe(johnA);
  });
});

import { describe, expect, it } from 'vitest';
import { decodeFormFields, encodeFormFields } from './form-fields';

describe('form fields', () => {
  it('decodes bracket names into arrays and objects', () => {
    expect(
      decodeFormFields([
        ['name', 'Nova'],
        ['categories[]', 'defi'],
        ['categories[]', 'nft'],
        ['backers[0].name', 'Seed'],
        ['backers[0].url', 'https://seed.example'],
        ['backers[1].name', 'Orbit'],
        ['fee.feeBps', '500'],
        ['conditions[0].options[]', 'A'],
        ['conditions[0].options[]', 'B'],
      ]),
    ).toEqual({
      name: 'Nova',
      categories: ['defi', 'nft'],
      backers: [{ name: 'Seed', url: 'https://seed.example' }, { name: 'Orbit' }],
      fee: { feeBps: '500' },
      conditions: [{ options: ['A', 'B'] }],
    });
  });

  it('drops names that would pollute prototypes or make huge arrays', () => {
    const decoded = decodeFormFields([
      ['__proto__.polluted', 'yes'],
      ['constructor.prototype.x', '1'],
      ['list[100000]', 'x'],
      ['[0]', 'x'],
    ]);
    expect(decoded).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('closes gaps in sparse indexes', () => {
    expect(decodeFormFields([['backers[3].name', 'Late']])).toEqual({ backers: [{ name: 'Late' }] });
  });

  it('encodes nested values and leaves out blanks, but keeps 0', () => {
    expect(
      encodeFormFields({
        title: 'Quest',
        description: '',
        image: null,
        featured: false,
        categories: ['defi', ''],
        locations: [],
        conditions: [{ network: 'WEB', action: 'QUIZ', options: ['A', 'B'], answerIndex: 0 }],
      }),
    ).toEqual([
      ['title', 'Quest'],
      ['categories[]', 'defi'],
      ['conditions[0].network', 'WEB'],
      ['conditions[0].action', 'QUIZ'],
      ['conditions[0].options[]', 'A'],
      ['conditions[0].options[]', 'B'],
      ['conditions[0].answerIndex', '0'],
    ]);
  });

  it('round-trips what it encodes', () => {
    const value = { backers: [{ name: 'A', url: 'https://a.example' }], fee: { feeBps: 500 }, categories: ['art'] };
    expect(decodeFormFields(encodeFormFields(value))).toEqual({
      backers: [{ name: 'A', url: 'https://a.example' }],
      fee: { feeBps: '500' },
      categories: ['art'],
    });
  });
});

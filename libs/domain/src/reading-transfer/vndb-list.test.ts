import { describe, expect, it } from 'vitest';
import { isTransferRefusal, readTransferFile, type TransferFile } from './transfer-file';
import { vndbVoteToRating } from './vndb-list';
import { decodeXmlText, readXml, XmlSyntaxError } from './xml';

/** A list export as the external database writes it (its Export.pm, pretty-printed). */
export const vndbExport = `<?xml version="1.0" encoding="UTF-8"?>
<vndb-export version="1.0" date="2026-11-29T10:00:00Z">
  <user>
    <name>reader</name>
    <url>https://vndb.org/u1</url>
  </user>
  <labels>
    <label id="1" label="Playing" private="false" />
    <label id="2" label="Finished" private="false" />
    <label id="7" label="Voted" private="false" />
    <label id="10" label="Любимое" private="true" />
  </labels>
  <vns>
    <vn id="v17" private="false">
      <title original="シュタインズ・ゲート">Steins;Gate</title>
      <label id="2" label="Finished" />
      <label id="7" label="Voted" />
      <label id="10" label="Любимое" />
      <added>2026-01-01T10:00:00Z</added>
      <modified>2026-02-01T10:00:00Z</modified>
      <vote timestamp="2026-02-01T10:00:00Z">8.5</vote>
      <notes>Tom &amp; Jerry &lt;3</notes>
    </vn>
    <vn id="v4" private="false">
      <title>Clannad</title>
      <label id="3" label="Stalled" />
      <label id="1" label="Playing" />
      <added>2026-03-01T10:00:00Z</added>
    </vn>
    <vn id="v5" private="false">
      <title><![CDATA[Fate/stay night]]></title>
      <label id="6" label="Blacklist" />
      <added>2026-03-01T10:00:00Z</added>
    </vn>
  </vns>
  <length-votes>
    <vn id="v17" private="false"><title>Steins;Gate</title><date>2026-02-01T10:00:00Z</date><hours>40</hours></vn>
  </length-votes>
</vndb-export>
`;

const read = (text: string): TransferFile => {
  const file = readTransferFile(text);
  if (isTransferRefusal(file)) throw new Error(file.message);
  return file;
};

describe('the external database’s list export (docs/product §A5.5)', () => {
  it('reads each vn with its id, titles, list, rating and when it changed', () => {
    const file = read(vndbExport);
    expect(file.format).toBe('vndb');
    expect(file.rows).toEqual([
      {
        row: 1,
        projectId: null,
        vndbId: 'v17',
        name: 'Steins;Gate',
        otherNames: ['シュタインズ・ゲート'],
        list: 'read',
        rating: 9,
        changedAt: '2026-02-01T10:00:00Z',
        problem: null,
      },
      expect.objectContaining({ vndbId: 'v4', name: 'Clannad', list: 'reading', rating: null }),
      expect.objectContaining({ name: 'Fate/stay night', list: null, rating: null }),
    ]);
    expect(file.ignoredLabels).toEqual(['Любимое']);
  });

  it('maps labels: Stalled to partialRead, Dropped, Wishlist; Blacklist and Voted to no list', () => {
    const rowWith = (labels: string) =>
      read(
        `<vndb-export version="1.0"><vns><vn id="v1"><title>X</title>${labels}</vn></vns></vndb-export>`,
      ).rows[0]!.list;
    expect(rowWith('<label id="3" label="Stalled"/>')).toBe('partialRead');
    expect(rowWith('<label id="4" label="Dropped"/>')).toBe('dropped');
    expect(rowWith('<label id="5" label="Wishlist"/>')).toBe('wantRead');
    expect(rowWith('<label id="6" label="Blacklist"/><label id="7" label="Voted"/>')).toBeNull();
    // By name when an id is not a built-in one.
    expect(rowWith('<label id="x" label="finished"/>')).toBe('read');
    expect(rowWith('<label id="11" label=""/>')).toBeNull();
  });

  it('turns votes into 1..10: rounded half up, a 10..100 vote divided by ten, held within 1..10', () => {
    expect(vndbVoteToRating('8.5')).toBe(9);
    expect(vndbVoteToRating('8.4')).toBe(8);
    expect(vndbVoteToRating('10')).toBe(10);
    expect(vndbVoteToRating('1')).toBe(1);
    expect(vndbVoteToRating('0.5')).toBe(1);
    expect(vndbVoteToRating('75')).toBe(8);
    expect(vndbVoteToRating('100')).toBe(10);
    for (const bad of ['', 'abc', '0', '-3', '101', 'Infinity'])
      expect(vndbVoteToRating(bad)).toBeNull();
    const file = read(
      '<vndb-export version="1.0"><vns><vn id="v1"><title>X</title><vote>много</vote></vn></vns></vndb-export>',
    );
    expect(file.rows[0]!.problem).toBe('оценка вне 1–10');
  });

  it('refuses a DOCTYPE, unknown entities and broken XML, and XML that is not the export', () => {
    const refusal = (text: string) => {
      const answer = readTransferFile(text);
      return isTransferRefusal(answer) ? answer.message : null;
    };
    expect(
      refusal(
        '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><vndb-export>&e;</vndb-export>',
      ),
    ).toBe('Не удалось прочитать файл: DOCTYPE не допускается');
    expect(refusal('<vndb-export><vns>&e;</vns></vndb-export>')).toBe(
      'Не удалось прочитать файл: неизвестная ссылка &e;',
    );
    expect(refusal('<vndb-export><vns></vndb-export>')).toMatch(/лишний закрывающий тег/);
    expect(refusal('<rss></rss>')).toMatch(/не выгрузка списка VNDB/);
    expect(refusal('<vndb-export><vns>')).toMatch(/не закрыт/);
  });
});

describe('the small XML reader', () => {
  it('decodes the five entities and character references, nothing else', () => {
    expect(decodeXmlText('&lt;&gt;&amp;&quot;&apos;&#1071;&#x44F;')).toBe('<>&"\'Яя');
    expect(() => decodeXmlText('&nbsp;')).toThrow(XmlSyntaxError);
    expect(() => decodeXmlText('a & b')).toThrow(XmlSyntaxError);
    expect(() => decodeXmlText('&#0;')).toThrow(XmlSyntaxError);
  });

  it('reads attributes in either quotes, comments, CDATA and self-closing tags', () => {
    const root = readXml(
      "<?xml version='1.0'?><!-- c --><a x='1' y=\"&amp;2\"><b/><![CDATA[<raw>]]>t</a>\n",
    );
    expect(root).toEqual({
      name: 'a',
      attributes: { x: '1', y: '&2' },
      children: [{ name: 'b', attributes: {}, children: [], text: '' }],
      text: '<raw>t',
    });
  });

  it('refuses what is not well formed', () => {
    for (const bad of [
      '',
      'text',
      '<a></a><b></b>',
      '<a><b></a>',
      '<a x=1></a>',
      '<a x="1" x="2"></a>',
      '<a x></a>',
      '<a x="<"></a>',
      '<a"x"></a>',
      '<a><!ELEMENT a></a>',
      '<a><!-- open</a>',
      '<a></ a>',
      '<a></a x>',
      '< a></a>',
      '<a>' + '<b>'.repeat(20) + '</b>'.repeat(20) + '</a>',
      '<a></a>tail',
    ]) {
      expect(() => readXml(bad), bad).toThrow(XmlSyntaxError);
    }
  });
});

import { HostId } from '@vag/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACADEMY_HOST,
  type Created,
  createTestApp,
  createTraining,
  createTrainingCategory,
  SHOP_HOST,
  type TestApp,
} from '../../testing';

interface Node {
  id: number;
  name: string;
  url: string;
  seo: { slug: string; title: string; canonical_url: string };
  childrens: Node[];
}

describe('GET /api/v1/training-categories', () => {
  let t: TestApp;
  let face: Created;
  let classic: Created;
  let advanced: Created;
  let machine: Created;
  let pigmentation: Created;
  let empty: Created;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    face = await createTrainingCategory(db, {
      name: { hu: 'Arckezelések', en: 'Facial treatments' },
      slug: { hu: 'arckezelesek', en: 'facial-treatments' },
      sort: 1,
    });
    classic = await createTrainingCategory(db, {
      parentId: face.id,
      name: { hu: 'Klasszikus', en: 'Classic' },
      slug: { hu: 'klasszikus', en: 'classic' },
      sort: 1,
    });
    advanced = await createTrainingCategory(db, {
      parentId: classic.id,
      name: { hu: 'Haladó', en: 'Advanced' },
      slug: { hu: 'halado', en: 'advanced' },
    });
    // A fourth level has no route (training/{category_1}/.../{category_3}): it is not shown.
    await createTrainingCategory(db, { parentId: advanced.id, name: { hu: 'Negyedik szint', en: 'Fourth level' } });
    machine = await createTrainingCategory(db, { parentId: face.id, sort: 2 });
    pigmentation = await createTrainingCategory(db, { name: { hu: 'Sminktetoválás', en: 'Pigmentation' }, sort: 2 });
    empty = await createTrainingCategory(db, { sort: 3 });
    const hidden = await createTrainingCategory(db, {
      sort: 4,
      isActive: false,
      name: { hu: 'Rejtett', en: 'Hidden' },
    });
    await createTrainingCategory(db, { parentId: hidden.id, name: { hu: 'Rejtett alatt', en: 'Under hidden' } });
    await createTrainingCategory(db, { hostId: HostId.shop, name: { hu: 'Bolti', en: 'Shop' } });
    await createTraining(db, { categoryIds: [advanced.id] });
    await createTraining(db, { categoryIds: [pigmentation.id] });
    await createTraining(db, { categoryIds: [machine.id], isActive: false });
  });
  afterAll(() => t.dispose());

  const get = async (query = '', host = ACADEMY_HOST) => {
    const response = await t.request(`/api/v1/training-categories${query}`, { host });
    return { response, body: (await response.json()) as { data: Node[]; meta: Record<string, number> } };
  };
  const shape = (nodes: Node[]): unknown => nodes.map((node) => [node.id, shape(node.childrens)]);

  it('answers the academy’s tree with nested childrens, urls and SEO data', async () => {
    const { response, body } = await get('?locale_id=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(shape(body.data)).toEqual([
      [
        face.id,
        [
          [classic.id, [[advanced.id, []]]],
          [machine.id, []],
        ],
      ],
      [pigmentation.id, []],
      [empty.id, []],
    ]);
    const advancedNode = body.data[0]?.childrens[0]?.childrens[0];
    expect(advancedNode).toMatchObject({
      name: 'Haladó',
      url: '/kategoria/arckezelesek/klasszikus/halado',
      seo: { slug: 'halado', title: 'Haladó', canonical_url: '/kategoria/arckezelesek/klasszikus/halado' },
      childrens: [],
    });
    expect(body.meta).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
  });

  it('speaks English with locale_id=2', async () => {
    const { body } = await get('?locale_id=2');
    expect(body.data[0]?.name).toBe('Facial treatments');
    expect(body.data[0]?.childrens[0]?.childrens[0]?.url).toBe('/en/category/facial-treatments/classic/advanced');
  });

  it('with only_for_user=1 keeps only branches holding an active training', async () => {
    const { body } = await get('?only_for_user=1');
    expect(shape(body.data)).toEqual([
      [face.id, [[classic.id, [[advanced.id, []]]]]],
      [pigmentation.id, []],
    ]);
  });

  it('is scoped to the site: the shop has its own (here one) training categories', async () => {
    const { body } = await get('', SHOP_HOST);
    expect(body.data.map((node) => node.name)).toEqual(['Bolti']);
    const { body: viaParam } = await get('?host_id=1');
    expect(viaParam.data.map((node) => node.name)).toEqual(['Bolti']);
  });

  it('refuses bad parameters with 422', async () => {
    const { response } = await get('?only_for_user=2');
    expect(response.status).toBe(422);
  });
});

import { HostId, TrainingLocationType } from '@vag/domain';
import { createTraining, createTrainingCategory, daysFromNow, type TestApp } from '../../testing';

/**
 * A small academy for the training tests:
 *
 *   face ─ classic ─ advanced      pigmentation
 *        └ machine
 */
export async function buildAcademy(t: TestApp) {
  const db = t.database.db;
  const face = await createTrainingCategory(db, { name: { hu: 'Arckezelések', en: 'Facial treatments' } });
  const classic = await createTrainingCategory(db, { parentId: face.id, name: { hu: 'Klasszikus', en: 'Classic' } });
  const advanced = await createTrainingCategory(db, { parentId: classic.id });
  const machine = await createTrainingCategory(db, { parentId: face.id });
  const pigmentation = await createTrainingCategory(db, { name: { hu: 'Sminktetoválás', en: 'Pigmentation' } });

  const t1 = {
    basic: await createTraining(db, {
      name: { hu: 'Alap arckezelés', en: 'Basic facial' },
      locationTypeId: TrainingLocationType.classroom,
      classroomPrice: 59_000,
      duration: 6,
      durationTypeId: 2,
      categoryIds: [classic.id, pigmentation.id],
      createdAt: daysFromNow(-30),
      images: ['/img/demo/trainings/alap-1.webp', '/img/demo/trainings/alap-2.webp'],
      dates: [
        { startAt: daysFromNow(20), capacity: 10, seatsHeld: 3, venue: '1061 Budapest, Andrássy út 12.' },
        { startAt: daysFromNow(-5), capacity: 10 },
        { startAt: daysFromNow(6), capacity: 8, seatsHeld: 8, duration: 90, durationTypeId: 1 },
      ],
    }),
    webinar: await createTraining(db, {
      name: { hu: 'Online bőrtípus webinár', en: 'Online skin type webinar' },
      locationTypeId: TrainingLocationType.online,
      onlinePrice: 19_000,
      onlineSalesPrice: 15_000,
      duration: 90,
      durationTypeId: 1,
      categoryIds: [machine.id],
      createdAt: daysFromNow(-20),
      dates: [{ startAt: daysFromNow(3), capacity: 16 }],
    }),
    combined: await createTraining(db, {
      name: { hu: 'Élményarckezelés', en: 'Experience facial' },
      locationTypeId: TrainingLocationType.both,
      classroomPrice: 89_000,
      onlinePrice: 49_000,
      categoryIds: [advanced.id],
      isHighlighted: true,
      createdAt: daysFromNow(-1),
      dates: [
        { startAt: daysFromNow(40), locationTypeId: 1, capacity: 6 },
        { startAt: daysFromNow(10), locationTypeId: 2, capacity: 12, seatsHeld: 2 },
      ],
    }),
    undated: await createTraining(db, {
      name: { hu: 'Brow lift', en: 'Brow lift' },
      classroomPrice: 120_000,
      categoryIds: [pigmentation.id],
      createdAt: daysFromNow(-10),
    }),
    inactive: await createTraining(db, { name: { hu: 'Régi képzés', en: 'Old training' }, isActive: false }),
    shop: await createTraining(db, { name: { hu: 'Bolti bemutató', en: 'Shop demo' }, hostId: HostId.shop }),
  };
  return { face, classic, advanced, machine, pigmentation, t: t1 };
}

export type Academy = Awaited<ReturnType<typeof buildAcademy>>;

export interface TrainingBody {
  id: number;
  title: string;
  full_uri: string;
  prices: { onlinePrice: number | null; classRoomPrice: number | null };
  sales_prices: { onlinePrice: number | null; classRoomPrice: number | null };
  trainingLocationType: { id: number; code: string };
  trainingDates?: {
    id: number;
    start_at: string;
    end_at: string;
    duration: number | null;
    durationType: { id: number; code: string } | null;
    trainingLocationType: { id: number; code: string };
    venue: string | null;
    available_limit: number;
  }[];
  categories?: { id: number; name: string; url: string; is_default: boolean }[];
  images?: { url_path: string }[];
  seo: { canonical_url: string; image: string | null; slug: string };
}

export interface TrainingListBody {
  data: TrainingBody[];
  meta: {
    total: number;
    per_page: number;
    current_page: number;
    from: number | null;
    to: number | null;
    last_page: number;
    price_range: { min: number; max: number };
  };
}

import type { Kysely, Migration } from 'kysely';

/**
 * The exchange mall's first goods (migration 004 made the table empty). Images are small SVGs in
 * public/goods; prices are diamonds; a null stock is unlimited, a number is what is left.
 */
const GOODS = [
  {
    name_zh: '球队围巾',
    name_en: 'Team scarf',
    name_vi: 'Khăn quàng đội bóng',
    image: '/goods/scarf.svg',
    price: 300,
    stock: 50,
    sort: 1,
  },
  {
    name_zh: '签名足球',
    name_en: 'Signed football',
    name_vi: 'Bóng đá có chữ ký',
    image: '/goods/football.svg',
    price: 2000,
    stock: 5,
    sort: 2,
  },
  {
    name_zh: '篮球',
    name_en: 'Basketball',
    name_vi: 'Bóng rổ',
    image: '/goods/basketball.svg',
    price: 1200,
    stock: 20,
    sort: 3,
  },
  {
    name_zh: '主队球衣',
    name_en: 'Home jersey',
    name_vi: 'Áo đấu sân nhà',
    image: '/goods/jersey.svg',
    price: 1500,
    stock: 30,
    sort: 4,
  },
  {
    name_zh: '纪念马克杯',
    name_en: 'Souvenir mug',
    name_vi: 'Cốc lưu niệm',
    image: '/goods/mug.svg',
    price: 200,
    stock: null,
    sort: 5,
  },
  {
    name_zh: '会员月卡',
    name_en: 'One-month membership card',
    name_vi: 'Thẻ thành viên một tháng',
    image: '/goods/card.svg',
    price: 500,
    stock: null,
    sort: 6,
  },
];

export const goodsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await (db as Kysely<{ goods: (typeof GOODS)[number] }>).insertInto('goods').values(GOODS).execute();
  },
  async down(db: Kysely<unknown>) {
    await (db as Kysely<{ goods: { image: string } }>)
      .deleteFrom('goods')
      .where(
        'image',
        'in',
        GOODS.map((g) => g.image),
      )
      .execute();
  },
};

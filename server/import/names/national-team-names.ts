import type { NationalTeamNames } from './name-types.ts';

/**
 * National team names keyed by the exact name the openfootball World Cup match files use.
 * `fifaCode` is the natural key (squad files spell some names differently but carry the code).
 * Vietnamese sites translate country names (Anh, Pháp, Đức) and keep the rest as spelled.
 * Data only.
 */
// One entry per line keeps the table scannable, hence no formatter here.
// prettier-ignore
export const NATIONAL_TEAM_NAMES: Record<string, NationalTeamNames> = {
  Algeria: { fifaCode: 'ALG', zh: '阿尔及利亚', en: 'Algeria', vi: 'Algeria' },
  Argentina: { fifaCode: 'ARG', zh: '阿根廷', en: 'Argentina', vi: 'Argentina' },
  Australia: { fifaCode: 'AUS', zh: '澳大利亚', en: 'Australia', vi: 'Úc', shortZh: '澳洲' },
  Austria: { fifaCode: 'AUT', zh: '奥地利', en: 'Austria', vi: 'Áo' },
  Belgium: { fifaCode: 'BEL', zh: '比利时', en: 'Belgium', vi: 'Bỉ' },
  'Bosnia & Herzegovina': { fifaCode: 'BIH', zh: '波黑', en: 'Bosnia and Herzegovina', vi: 'Bosnia và Herzegovina', shortEn: 'Bosnia', shortVi: 'Bosnia' },
  Brazil: { fifaCode: 'BRA', zh: '巴西', en: 'Brazil', vi: 'Brazil' },
  Cameroon: { fifaCode: 'CMR', zh: '喀麦隆', en: 'Cameroon', vi: 'Cameroon' },
  Canada: { fifaCode: 'CAN', zh: '加拿大', en: 'Canada', vi: 'Canada' },
  'Cape Verde': { fifaCode: 'CPV', zh: '佛得角', en: 'Cape Verde', vi: 'Cape Verde' },
  Colombia: { fifaCode: 'COL', zh: '哥伦比亚', en: 'Colombia', vi: 'Colombia' },
  'Costa Rica': { fifaCode: 'CRC', zh: '哥斯达黎加', en: 'Costa Rica', vi: 'Costa Rica' },
  Croatia: { fifaCode: 'CRO', zh: '克罗地亚', en: 'Croatia', vi: 'Croatia' },
  Curaçao: { fifaCode: 'CUW', zh: '库拉索', en: 'Curaçao', vi: 'Curacao' },
  'Czech Republic': { fifaCode: 'CZE', zh: '捷克', en: 'Czech Republic', vi: 'Séc', shortEn: 'Czechia' },
  'DR Congo': { fifaCode: 'COD', zh: '刚果(金)', en: 'DR Congo', vi: 'CHDC Congo', shortZh: '刚果金' },
  Denmark: { fifaCode: 'DEN', zh: '丹麦', en: 'Denmark', vi: 'Đan Mạch' },
  Ecuador: { fifaCode: 'ECU', zh: '厄瓜多尔', en: 'Ecuador', vi: 'Ecuador' },
  Egypt: { fifaCode: 'EGY', zh: '埃及', en: 'Egypt', vi: 'Ai Cập' },
  England: { fifaCode: 'ENG', zh: '英格兰', en: 'England', vi: 'Anh' },
  France: { fifaCode: 'FRA', zh: '法国', en: 'France', vi: 'Pháp' },
  Germany: { fifaCode: 'GER', zh: '德国', en: 'Germany', vi: 'Đức' },
  Ghana: { fifaCode: 'GHA', zh: '加纳', en: 'Ghana', vi: 'Ghana' },
  Haiti: { fifaCode: 'HAI', zh: '海地', en: 'Haiti', vi: 'Haiti' },
  Iran: { fifaCode: 'IRN', zh: '伊朗', en: 'Iran', vi: 'Iran' },
  Iraq: { fifaCode: 'IRQ', zh: '伊拉克', en: 'Iraq', vi: 'Iraq' },
  'Ivory Coast': { fifaCode: 'CIV', zh: '科特迪瓦', en: 'Ivory Coast', vi: 'Bờ Biển Ngà' },
  Japan: { fifaCode: 'JPN', zh: '日本', en: 'Japan', vi: 'Nhật Bản' },
  Jordan: { fifaCode: 'JOR', zh: '约旦', en: 'Jordan', vi: 'Jordan' },
  Mexico: { fifaCode: 'MEX', zh: '墨西哥', en: 'Mexico', vi: 'Mexico' },
  Morocco: { fifaCode: 'MAR', zh: '摩洛哥', en: 'Morocco', vi: 'Maroc' },
  Netherlands: { fifaCode: 'NED', zh: '荷兰', en: 'Netherlands', vi: 'Hà Lan' },
  'New Zealand': { fifaCode: 'NZL', zh: '新西兰', en: 'New Zealand', vi: 'New Zealand' },
  Norway: { fifaCode: 'NOR', zh: '挪威', en: 'Norway', vi: 'Na Uy' },
  Panama: { fifaCode: 'PAN', zh: '巴拿马', en: 'Panama', vi: 'Panama' },
  Paraguay: { fifaCode: 'PAR', zh: '巴拉圭', en: 'Paraguay', vi: 'Paraguay' },
  Poland: { fifaCode: 'POL', zh: '波兰', en: 'Poland', vi: 'Ba Lan' },
  Portugal: { fifaCode: 'POR', zh: '葡萄牙', en: 'Portugal', vi: 'Bồ Đào Nha' },
  Qatar: { fifaCode: 'QAT', zh: '卡塔尔', en: 'Qatar', vi: 'Qatar' },
  'Saudi Arabia': { fifaCode: 'KSA', zh: '沙特阿拉伯', en: 'Saudi Arabia', vi: 'Ả Rập Xê Út', shortZh: '沙特' },
  Scotland: { fifaCode: 'SCO', zh: '苏格兰', en: 'Scotland', vi: 'Scotland' },
  Senegal: { fifaCode: 'SEN', zh: '塞内加尔', en: 'Senegal', vi: 'Senegal' },
  Serbia: { fifaCode: 'SRB', zh: '塞尔维亚', en: 'Serbia', vi: 'Serbia' },
  'South Africa': { fifaCode: 'RSA', zh: '南非', en: 'South Africa', vi: 'Nam Phi' },
  'South Korea': { fifaCode: 'KOR', zh: '韩国', en: 'South Korea', vi: 'Hàn Quốc' },
  Spain: { fifaCode: 'ESP', zh: '西班牙', en: 'Spain', vi: 'Tây Ban Nha', shortVi: 'TBN' },
  Sweden: { fifaCode: 'SWE', zh: '瑞典', en: 'Sweden', vi: 'Thụy Điển' },
  Switzerland: { fifaCode: 'SUI', zh: '瑞士', en: 'Switzerland', vi: 'Thụy Sĩ' },
  Tunisia: { fifaCode: 'TUN', zh: '突尼斯', en: 'Tunisia', vi: 'Tunisia' },
  Turkey: { fifaCode: 'TUR', zh: '土耳其', en: 'Turkey', vi: 'Thổ Nhĩ Kỳ' },
  USA: { fifaCode: 'USA', zh: '美国', en: 'USA', vi: 'Mỹ' },
  Uruguay: { fifaCode: 'URU', zh: '乌拉圭', en: 'Uruguay', vi: 'Uruguay' },
  Uzbekistan: { fifaCode: 'UZB', zh: '乌兹别克斯坦', en: 'Uzbekistan', vi: 'Uzbekistan', shortZh: '乌兹别克' },
  Wales: { fifaCode: 'WAL', zh: '威尔士', en: 'Wales', vi: 'Xứ Wales' },
};

/** Other spellings in the same data set (group and squad files) mapped to the match-file key. */
export const NATIONAL_TEAM_ALIASES: Record<string, string> = {
  'United States': 'USA',
  'Bosnia and Herzegovina': 'Bosnia & Herzegovina',
};

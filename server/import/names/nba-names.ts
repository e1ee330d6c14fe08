import type { TeamNames } from './name-types.ts';

/**
 * NBA team names keyed by the Basketball-Reference/FiveThirtyEight code the game file uses
 * (`teams.csv` column `code`: BRK, CHO, PHO). Short names are the nicknames, as Chinese and
 * Vietnamese sites show them in score lists. Data only.
 */
// One entry per line keeps the table scannable, hence no formatter here.
// prettier-ignore
export const NBA_TEAM_NAMES: Record<string, TeamNames> = {
  ATL: { zh: '亚特兰大老鹰', en: 'Atlanta Hawks', vi: 'Atlanta Hawks', shortZh: '老鹰', shortEn: 'Hawks', shortVi: 'Hawks' },
  BOS: { zh: '波士顿凯尔特人', en: 'Boston Celtics', vi: 'Boston Celtics', shortZh: '凯尔特人', shortEn: 'Celtics', shortVi: 'Celtics' },
  BRK: { zh: '布鲁克林篮网', en: 'Brooklyn Nets', vi: 'Brooklyn Nets', shortZh: '篮网', shortEn: 'Nets', shortVi: 'Nets' },
  CHI: { zh: '芝加哥公牛', en: 'Chicago Bulls', vi: 'Chicago Bulls', shortZh: '公牛', shortEn: 'Bulls', shortVi: 'Bulls' },
  CHO: { zh: '夏洛特黄蜂', en: 'Charlotte Hornets', vi: 'Charlotte Hornets', shortZh: '黄蜂', shortEn: 'Hornets', shortVi: 'Hornets' },
  CLE: { zh: '克利夫兰骑士', en: 'Cleveland Cavaliers', vi: 'Cleveland Cavaliers', shortZh: '骑士', shortEn: 'Cavaliers', shortVi: 'Cavaliers' },
  DAL: { zh: '达拉斯独行侠', en: 'Dallas Mavericks', vi: 'Dallas Mavericks', shortZh: '独行侠', shortEn: 'Mavericks', shortVi: 'Mavericks' },
  DEN: { zh: '丹佛掘金', en: 'Denver Nuggets', vi: 'Denver Nuggets', shortZh: '掘金', shortEn: 'Nuggets', shortVi: 'Nuggets' },
  DET: { zh: '底特律活塞', en: 'Detroit Pistons', vi: 'Detroit Pistons', shortZh: '活塞', shortEn: 'Pistons', shortVi: 'Pistons' },
  GSW: { zh: '金州勇士', en: 'Golden State Warriors', vi: 'Golden State Warriors', shortZh: '勇士', shortEn: 'Warriors', shortVi: 'Warriors' },
  HOU: { zh: '休斯顿火箭', en: 'Houston Rockets', vi: 'Houston Rockets', shortZh: '火箭', shortEn: 'Rockets', shortVi: 'Rockets' },
  IND: { zh: '印第安纳步行者', en: 'Indiana Pacers', vi: 'Indiana Pacers', shortZh: '步行者', shortEn: 'Pacers', shortVi: 'Pacers' },
  LAC: { zh: '洛杉矶快船', en: 'Los Angeles Clippers', vi: 'Los Angeles Clippers', shortZh: '快船', shortEn: 'Clippers', shortVi: 'Clippers' },
  LAL: { zh: '洛杉矶湖人', en: 'Los Angeles Lakers', vi: 'Los Angeles Lakers', shortZh: '湖人', shortEn: 'Lakers', shortVi: 'Lakers' },
  MEM: { zh: '孟菲斯灰熊', en: 'Memphis Grizzlies', vi: 'Memphis Grizzlies', shortZh: '灰熊', shortEn: 'Grizzlies', shortVi: 'Grizzlies' },
  MIA: { zh: '迈阿密热火', en: 'Miami Heat', vi: 'Miami Heat', shortZh: '热火', shortEn: 'Heat', shortVi: 'Heat' },
  MIL: { zh: '密尔沃基雄鹿', en: 'Milwaukee Bucks', vi: 'Milwaukee Bucks', shortZh: '雄鹿', shortEn: 'Bucks', shortVi: 'Bucks' },
  MIN: { zh: '明尼苏达森林狼', en: 'Minnesota Timberwolves', vi: 'Minnesota Timberwolves', shortZh: '森林狼', shortEn: 'Timberwolves', shortVi: 'Timberwolves' },
  NOP: { zh: '新奥尔良鹈鹕', en: 'New Orleans Pelicans', vi: 'New Orleans Pelicans', shortZh: '鹈鹕', shortEn: 'Pelicans', shortVi: 'Pelicans' },
  NYK: { zh: '纽约尼克斯', en: 'New York Knicks', vi: 'New York Knicks', shortZh: '尼克斯', shortEn: 'Knicks', shortVi: 'Knicks' },
  OKC: { zh: '俄克拉荷马城雷霆', en: 'Oklahoma City Thunder', vi: 'Oklahoma City Thunder', shortZh: '雷霆', shortEn: 'Thunder', shortVi: 'Thunder' },
  ORL: { zh: '奥兰多魔术', en: 'Orlando Magic', vi: 'Orlando Magic', shortZh: '魔术', shortEn: 'Magic', shortVi: 'Magic' },
  PHI: { zh: '费城76人', en: 'Philadelphia 76ers', vi: 'Philadelphia 76ers', shortZh: '76人', shortEn: '76ers', shortVi: '76ers' },
  PHO: { zh: '菲尼克斯太阳', en: 'Phoenix Suns', vi: 'Phoenix Suns', shortZh: '太阳', shortEn: 'Suns', shortVi: 'Suns' },
  POR: { zh: '波特兰开拓者', en: 'Portland Trail Blazers', vi: 'Portland Trail Blazers', shortZh: '开拓者', shortEn: 'Trail Blazers', shortVi: 'Trail Blazers' },
  SAC: { zh: '萨克拉门托国王', en: 'Sacramento Kings', vi: 'Sacramento Kings', shortZh: '国王', shortEn: 'Kings', shortVi: 'Kings' },
  SAS: { zh: '圣安东尼奥马刺', en: 'San Antonio Spurs', vi: 'San Antonio Spurs', shortZh: '马刺', shortEn: 'Spurs', shortVi: 'Spurs' },
  TOR: { zh: '多伦多猛龙', en: 'Toronto Raptors', vi: 'Toronto Raptors', shortZh: '猛龙', shortEn: 'Raptors', shortVi: 'Raptors' },
  UTA: { zh: '犹他爵士', en: 'Utah Jazz', vi: 'Utah Jazz', shortZh: '爵士', shortEn: 'Jazz', shortVi: 'Jazz' },
  WAS: { zh: '华盛顿奇才', en: 'Washington Wizards', vi: 'Washington Wizards', shortZh: '奇才', shortEn: 'Wizards', shortVi: 'Wizards' },
};

/** The RAPTOR player file spells some codes differently from the game file. */
export const NBA_CODE_ALIASES: Record<string, string> = {
  CHA: 'CHO',
};

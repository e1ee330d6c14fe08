/**
 * A team's display names in the three site languages. The short forms default to the full ones
 * when omitted (most national teams and many clubs have no shorter common form).
 */
export interface TeamNames {
  /** Simplified Chinese as Chinese sports sites write it (曼联, 拜仁慕尼黑). */
  zh: string;
  /** The common English name without legal suffixes (Manchester United, Bayern Munich). */
  en: string;
  /** Vietnamese: club names stay English, country names are translated (Anh, Pháp). */
  vi: string;
  shortZh?: string;
  shortEn?: string;
  shortVi?: string;
}

/** A national team: its names and the FIFA code used as its natural key. */
export interface NationalTeamNames extends TeamNames {
  fifaCode: string;
}

/** A league or competition: names and short names in three languages. */
export interface LeagueNames {
  zh: string;
  en: string;
  vi: string;
  shortZh: string;
  shortEn: string;
  shortVi: string;
}

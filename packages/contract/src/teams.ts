import type { SportKey } from './sports';

/**
 * Team names as the feeds spell them, with a short monogram and two colours
 * (primary, secondary) for the generated logo badges. The simulated
 * sportsbook plays these teams; the test tools offer them in their lists.
 */
export interface Team {
  name: string;
  /** Two to four letters shown on the badge. */
  abbreviation: string;
  /** Badge fill and ring, as #rrggbb. */
  colors: readonly [primary: string, secondary: string];
}

const team = (name: string, abbreviation: string, primary: string, secondary: string): Team => ({
  name,
  abbreviation,
  colors: [primary, secondary],
});

export const MLB_TEAMS: readonly Team[] = [
  team('Arizona Diamondbacks', 'ARI', '#A71930', '#E3D4AD'),
  team('Athletics', 'ATH', '#003831', '#EFB21E'),
  team('Atlanta Braves', 'ATL', '#CE1141', '#13274F'),
  team('Baltimore Orioles', 'BAL', '#DF4601', '#000000'),
  team('Boston Red Sox', 'BOS', '#BD3039', '#0C2340'),
  team('Chicago Cubs', 'CHC', '#0E3386', '#CC3433'),
  team('Chicago White Sox', 'CWS', '#27251F', '#C4CED4'),
  team('Cincinnati Reds', 'CIN', '#C6011F', '#000000'),
  team('Cleveland Guardians', 'CLE', '#00385D', '#E50022'),
  team('Colorado Rockies', 'COL', '#333366', '#C4CED4'),
  team('Detroit Tigers', 'DET', '#0C2340', '#FA4616'),
  team('Houston Astros', 'HOU', '#002D62', '#EB6E1F'),
  team('Kansas City Royals', 'KC', '#004687', '#BD9B60'),
  team('Los Angeles Angels', 'LAA', '#BA0021', '#003263'),
  team('Los Angeles Dodgers', 'LAD', '#005A9C', '#EF3E42'),
  team('Miami Marlins', 'MIA', '#00A3E0', '#EF3340'),
  team('Milwaukee Brewers', 'MIL', '#12284B', '#FFC52F'),
  team('Minnesota Twins', 'MIN', '#002B5C', '#D31145'),
  team('New York Mets', 'NYM', '#002D72', '#FF5910'),
  team('New York Yankees', 'NYY', '#0C2340', '#C4CED3'),
  team('Philadelphia Phillies', 'PHI', '#E81828', '#002D72'),
  team('Pittsburgh Pirates', 'PIT', '#27251F', '#FDB827'),
  team('San Diego Padres', 'SD', '#2F241D', '#FFC425'),
  team('San Francisco Giants', 'SF', '#FD5A1E', '#27251F'),
  team('Seattle Mariners', 'SEA', '#0C2C56', '#005C5C'),
  team('St. Louis Cardinals', 'STL', '#C41E3A', '#0C2340'),
  team('Tampa Bay Rays', 'TB', '#092C5C', '#8FBCE6'),
  team('Texas Rangers', 'TEX', '#003278', '#C0111F'),
  team('Toronto Blue Jays', 'TOR', '#134A8E', '#1D2D5C'),
  team('Washington Nationals', 'WSH', '#AB0003', '#14225A'),
];

export const NFL_TEAMS: readonly Team[] = [
  team('Arizona Cardinals', 'ARI', '#97233F', '#000000'),
  team('Atlanta Falcons', 'ATL', '#A71930', '#000000'),
  team('Baltimore Ravens', 'BAL', '#241773', '#9E7C0C'),
  team('Buffalo Bills', 'BUF', '#00338D', '#C60C30'),
  team('Carolina Panthers', 'CAR', '#0085CA', '#101820'),
  team('Chicago Bears', 'CHI', '#0B162A', '#C83803'),
  team('Cincinnati Bengals', 'CIN', '#FB4F14', '#000000'),
  team('Cleveland Browns', 'CLE', '#311D00', '#FF3C00'),
  team('Dallas Cowboys', 'DAL', '#003594', '#869397'),
  team('Denver Broncos', 'DEN', '#FB4F14', '#002244'),
  team('Detroit Lions', 'DET', '#0076B6', '#B0B7BC'),
  team('Green Bay Packers', 'GB', '#203731', '#FFB612'),
  team('Houston Texans', 'HOU', '#03202F', '#A71930'),
  team('Indianapolis Colts', 'IND', '#002C5F', '#A2AAAD'),
  team('Jacksonville Jaguars', 'JAX', '#006778', '#D7A22A'),
  team('Kansas City Chiefs', 'KC', '#E31837', '#FFB81C'),
  team('Las Vegas Raiders', 'LV', '#000000', '#A5ACAF'),
  team('Los Angeles Chargers', 'LAC', '#0080C6', '#FFC20E'),
  team('Los Angeles Rams', 'LAR', '#003594', '#FFA300'),
  team('Miami Dolphins', 'MIA', '#008E97', '#FC4C02'),
  team('Minnesota Vikings', 'MIN', '#4F2683', '#FFC62F'),
  team('New England Patriots', 'NE', '#002244', '#C60C30'),
  team('New Orleans Saints', 'NO', '#101820', '#D3BC8D'),
  team('New York Giants', 'NYG', '#0B2265', '#A71930'),
  team('New York Jets', 'NYJ', '#125740', '#FFFFFF'),
  team('Philadelphia Eagles', 'PHI', '#004C54', '#A5ACAF'),
  team('Pittsburgh Steelers', 'PIT', '#101820', '#FFB612'),
  team('San Francisco 49ers', 'SF', '#AA0000', '#B3995D'),
  team('Seattle Seahawks', 'SEA', '#002244', '#69BE28'),
  team('Tampa Bay Buccaneers', 'TB', '#D50A0A', '#34302B'),
  team('Tennessee Titans', 'TEN', '#0C2340', '#4B92DB'),
  team('Washington Commanders', 'WAS', '#5A1414', '#FFB612'),
];

export const MLS_TEAMS: readonly Team[] = [
  team('Atlanta United FC', 'ATL', '#80000A', '#A19060'),
  team('Austin FC', 'ATX', '#00B140', '#000000'),
  team('CF Montreal', 'MTL', '#000000', '#0033A1'),
  team('Charlotte FC', 'CLT', '#1A85C8', '#000000'),
  team('Chicago Fire', 'CHI', '#C8102E', '#141946'),
  team('Colorado Rapids', 'COL', '#960A2C', '#9CC2EA'),
  team('Columbus Crew', 'CLB', '#FEDD00', '#000000'),
  team('D.C. United', 'DC', '#000000', '#EF3E42'),
  team('FC Cincinnati', 'CIN', '#F05323', '#263B80'),
  team('FC Dallas', 'DAL', '#BF0D3E', '#002D72'),
  team('Houston Dynamo', 'HOU', '#FF6B00', '#101820'),
  team('Inter Miami CF', 'MIA', '#F7B5CD', '#231F20'),
  team('LA Galaxy', 'LA', '#00245D', '#FFD200'),
  team('Los Angeles FC', 'LAFC', '#000000', '#C39E6D'),
  team('Minnesota United FC', 'MIN', '#8CD2F4', '#231F20'),
  team('Nashville SC', 'NSH', '#ECE83A', '#1F1646'),
  team('New England Revolution', 'NE', '#0A2240', '#CE0E2D'),
  team('New York City FC', 'NYC', '#6CACE4', '#041E42'),
  team('New York Red Bulls', 'NY', '#ED1E36', '#23326A'),
  team('Orlando City SC', 'ORL', '#633492', '#FDE192'),
  team('Philadelphia Union', 'PHI', '#071B2C', '#B38707'),
  team('Portland Timbers', 'POR', '#004812', '#EBE72B'),
  team('Real Salt Lake', 'RSL', '#B30838', '#013A81'),
  team('San Diego FC', 'SD', '#0F2B5B', '#F4A6C3'),
  team('San Jose Earthquakes', 'SJ', '#0067B1', '#000000'),
  team('Seattle Sounders FC', 'SEA', '#5D9741', '#005595'),
  team('Sporting Kansas City', 'SKC', '#91B0D5', '#002F65'),
  team('St. Louis City SC', 'STL', '#DD004A', '#0A1E2C'),
  team('Toronto FC', 'TOR', '#B81137', '#455560'),
  team('Vancouver Whitecaps FC', 'VAN', '#00245E', '#9DC2EA'),
];

export const NBA_TEAMS: readonly Team[] = [
  team('Atlanta Hawks', 'ATL', '#E03A3E', '#C1D32F'),
  team('Boston Celtics', 'BOS', '#007A33', '#BA9653'),
  team('Brooklyn Nets', 'BKN', '#000000', '#FFFFFF'),
  team('Charlotte Hornets', 'CHA', '#1D1160', '#00788C'),
  team('Chicago Bulls', 'CHI', '#CE1141', '#000000'),
  team('Cleveland Cavaliers', 'CLE', '#860038', '#FDBB30'),
  team('Dallas Mavericks', 'DAL', '#00538C', '#B8C4CA'),
  team('Denver Nuggets', 'DEN', '#0E2240', '#FEC524'),
  team('Detroit Pistons', 'DET', '#C8102E', '#1D42BA'),
  team('Golden State Warriors', 'GSW', '#1D428A', '#FFC72C'),
  team('Houston Rockets', 'HOU', '#CE1141', '#000000'),
  team('Indiana Pacers', 'IND', '#002D62', '#FDBB30'),
  team('Los Angeles Clippers', 'LAC', '#C8102E', '#1D428A'),
  team('Los Angeles Lakers', 'LAL', '#552583', '#FDB927'),
  team('Memphis Grizzlies', 'MEM', '#5D76A9', '#12173F'),
  team('Miami Heat', 'MIA', '#98002E', '#F9A01B'),
  team('Milwaukee Bucks', 'MIL', '#00471B', '#EEE1C6'),
  team('Minnesota Timberwolves', 'MIN', '#0C2340', '#78BE20'),
  team('New Orleans Pelicans', 'NOP', '#0C2340', '#C8102E'),
  team('New York Knicks', 'NYK', '#006BB6', '#F58426'),
  team('Oklahoma City Thunder', 'OKC', '#007AC1', '#EF3B24'),
  team('Orlando Magic', 'ORL', '#0077C0', '#C4CED4'),
  team('Philadelphia 76ers', 'PHI', '#006BB6', '#ED174C'),
  team('Phoenix Suns', 'PHX', '#1D1160', '#E56020'),
  team('Portland Trail Blazers', 'POR', '#E03A3E', '#000000'),
  team('Sacramento Kings', 'SAC', '#5A2D81', '#63727A'),
  team('San Antonio Spurs', 'SAS', '#000000', '#C4CED4'),
  team('Toronto Raptors', 'TOR', '#CE1141', '#000000'),
  team('Utah Jazz', 'UTA', '#002B5C', '#F9A01B'),
  team('Washington Wizards', 'WAS', '#002B5C', '#E31837'),
];

export const NHL_TEAMS: readonly Team[] = [
  team('Anaheim Ducks', 'ANA', '#F47A38', '#B9975B'),
  team('Boston Bruins', 'BOS', '#FFB81C', '#000000'),
  team('Buffalo Sabres', 'BUF', '#002654', '#FCB514'),
  team('Calgary Flames', 'CGY', '#C8102E', '#F1BE48'),
  team('Carolina Hurricanes', 'CAR', '#CE1126', '#000000'),
  team('Chicago Blackhawks', 'CHI', '#CF0A2C', '#000000'),
  team('Colorado Avalanche', 'COL', '#6F263D', '#236192'),
  team('Columbus Blue Jackets', 'CBJ', '#002654', '#CE1126'),
  team('Dallas Stars', 'DAL', '#006847', '#8F8F8C'),
  team('Detroit Red Wings', 'DET', '#CE1126', '#FFFFFF'),
  team('Edmonton Oilers', 'EDM', '#041E42', '#FF4C00'),
  team('Florida Panthers', 'FLA', '#041E42', '#C8102E'),
  team('Los Angeles Kings', 'LAK', '#111111', '#A2AAAD'),
  team('Minnesota Wild', 'MIN', '#154734', '#A6192E'),
  team('Montreal Canadiens', 'MTL', '#AF1E2D', '#192168'),
  team('Nashville Predators', 'NSH', '#FFB81C', '#041E42'),
  team('New Jersey Devils', 'NJD', '#CE1126', '#000000'),
  team('New York Islanders', 'NYI', '#00539B', '#F47D30'),
  team('New York Rangers', 'NYR', '#0038A8', '#CE1126'),
  team('Ottawa Senators', 'OTT', '#C52032', '#C2912C'),
  team('Philadelphia Flyers', 'PHI', '#F74902', '#000000'),
  team('Pittsburgh Penguins', 'PIT', '#000000', '#FCB514'),
  team('San Jose Sharks', 'SJS', '#006D75', '#EA7200'),
  team('Seattle Kraken', 'SEA', '#001628', '#99D9D9'),
  team('St. Louis Blues', 'STL', '#002F87', '#FCB514'),
  team('Tampa Bay Lightning', 'TBL', '#002868', '#FFFFFF'),
  team('Toronto Maple Leafs', 'TOR', '#00205B', '#FFFFFF'),
  team('Utah Mammoth', 'UTA', '#71AFE5', '#090909'),
  team('Vancouver Canucks', 'VAN', '#00205B', '#00843D'),
  team('Vegas Golden Knights', 'VGK', '#B4975A', '#333F42'),
  team('Washington Capitals', 'WSH', '#041E42', '#C8102E'),
  team('Winnipeg Jets', 'WPG', '#041E42', '#004C97'),
];

export const TEAMS_BY_SPORT: Record<SportKey, readonly Team[]> = {
  baseball_mlb: MLB_TEAMS,
  americanfootball_nfl: NFL_TEAMS,
  soccer_usa_mls: MLS_TEAMS,
  basketball_nba: NBA_TEAMS,
  icehockey_nhl: NHL_TEAMS,
};

export function teamsOf(sportKey: string): readonly Team[] {
  return TEAMS_BY_SPORT[sportKey as SportKey] ?? [];
}

/** The team a feed names, matched without regard to case, dots or accents. */
export function findTeam(sportKey: string, name: string): Team | undefined {
  const wanted = comparableName(name);
  return teamsOf(sportKey).find((candidate) => comparableName(candidate.name) === wanted);
}

function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

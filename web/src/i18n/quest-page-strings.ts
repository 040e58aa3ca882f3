// The English strings of quest pages' pay modes and rules, streaks, badges, seasons and staking (i18n.ts,
// loadQuestPageStrings) in one chunk: each file asked for on its own was an import() of its own, and six of them
// made up half of the task that starts the strings on a phone (bench/hydration-work.mjs).
import badges from './en-US/badges.json';
import distribution from './en-US/distribution.json';
import eligibility from './en-US/eligibility.json';
import seasons from './en-US/seasons.json';
import staking from './en-US/staking.json';
import streaks from './en-US/streaks.json';

export default { ...badges, ...distribution, ...eligibility, ...seasons, ...staking, ...streaks };

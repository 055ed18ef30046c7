//! Expectations computed with PHP 8.2 (timelib 2022.12): for each row,
//! `date_default_timezone_set(zone); date('Y-m-d H:i:s', strtotime(phrase, base))`, where
//! `base` is the instant written in UTC; `refused` where `strtotime` returned false.
//! Manual offsets were computed with an IANA zone of the same constant offset
//! (`UTC+5:30`: Asia/Kolkata, `UTC-3`: Etc/GMT+3).
//!
//! Columns: base instant (UTC) | zone | phrase | PHP's local date-time, or `refused`.

pub const CASES: &str = "\
2025-01-29 14:45:10|Europe/Paris|now|2025-01-29 15:45:10
2025-01-29 14:45:10|Europe/Paris|today|2025-01-29 00:00:00
2025-01-29 14:45:10|Europe/Paris|midnight|2025-01-29 00:00:00
2025-01-29 14:45:10|Europe/Paris|noon|2025-01-29 12:00:00
2025-01-29 14:45:10|Europe/Paris|tomorrow|2025-01-30 00:00:00
2025-01-29 14:45:10|Europe/Paris|yesterday|2025-01-28 00:00:00
2025-01-29 14:45:10|Europe/Paris|tomorrow 9am|2025-01-30 09:00:00
2025-01-29 14:45:10|Europe/Paris|9am tomorrow|2025-01-30 00:00:00
2025-01-29 14:45:10|Europe/Paris|tomorrow noon|2025-01-30 12:00:00
2025-01-29 14:45:10|Europe/Paris|noon tomorrow|2025-01-30 00:00:00
2025-01-29 14:45:10|Europe/Paris|yesterday noon|2025-01-28 12:00:00
2025-01-29 14:45:10|Europe/Paris|tomorrow midnight|2025-01-30 00:00:00
2025-01-29 14:45:10|Europe/Paris|today 16:00|2025-01-29 16:00:00
2025-01-29 14:45:10|Europe/Paris|16:00 tomorrow|2025-01-30 00:00:00
2025-01-29 14:45:10|Europe/Paris|tomorrow 9:30pm|2025-01-30 21:30:00
2025-01-29 14:45:10|Europe/Paris|tomorrow 9:30:15 pm|2025-01-30 21:30:15
2025-01-29 14:45:10|Europe/Paris|tomorrow 12am|2025-01-30 00:00:00
2025-01-29 14:45:10|Europe/Paris|tomorrow 12pm|2025-01-30 12:00:00
2025-01-29 14:45:10|Europe/Paris|tomorrow 12:30am|2025-01-30 00:30:00
2025-01-29 14:45:10|Europe/Paris|tomorrow 09am|2025-01-30 09:00:00
2025-01-29 14:45:10|Europe/Paris|tomorrow 9 a.m.|2025-01-30 09:00:00
2025-01-29 14:45:10|Europe/Paris|Tomorrow 9AM|2025-01-30 09:00:00
2025-01-29 14:45:10|Europe/Paris|9am|2025-01-29 09:00:00
2025-01-29 14:45:10|Europe/Paris|9 pm|2025-01-29 21:00:00
2025-01-29 14:45:10|Europe/Paris|9:30pm|2025-01-29 21:30:00
2025-01-29 14:45:10|Europe/Paris|16:00|2025-01-29 16:00:00
2025-01-29 14:45:10|Europe/Paris|16:00:30|2025-01-29 16:00:30
2025-01-29 14:45:10|Europe/Paris|0:00|2025-01-29 00:00:00
2025-01-29 14:45:10|Europe/Paris|23:59:59|2025-01-29 23:59:59
2025-01-29 14:45:10|Europe/Paris|monday|2025-02-03 00:00:00
2025-01-29 14:45:10|Europe/Paris|wednesday|2025-01-29 00:00:00
2025-01-29 14:45:10|Europe/Paris|sunday|2025-02-02 00:00:00
2025-01-29 14:45:10|Europe/Paris|wed|2025-01-29 00:00:00
2025-01-29 14:45:10|Europe/Paris|sat|2025-02-01 00:00:00
2025-01-29 14:45:10|Europe/Paris|next monday|2025-02-03 00:00:00
2025-01-29 14:45:10|Europe/Paris|next wednesday|2025-02-05 00:00:00
2025-01-29 14:45:10|Europe/Paris|next wednesday 4pm|2025-02-05 16:00:00
2025-01-29 14:45:10|Europe/Paris|Next Wednesday 4PM|2025-02-05 16:00:00
2025-01-29 14:45:10|Europe/Paris|next sunday|2025-02-02 00:00:00
2025-01-29 14:45:10|Europe/Paris|next sat 10:30|2025-02-01 10:30:00
2025-01-29 14:45:10|Europe/Paris|last monday|2025-01-27 00:00:00
2025-01-29 14:45:10|Europe/Paris|last wednesday|2025-01-22 00:00:00
2025-01-29 14:45:10|Europe/Paris|last sunday|2025-01-26 00:00:00
2025-01-29 14:45:10|Europe/Paris|previous friday|2025-01-24 00:00:00
2025-01-29 14:45:10|Europe/Paris|this wednesday|2025-01-29 00:00:00
2025-01-29 14:45:10|Europe/Paris|this monday|2025-02-03 00:00:00
2025-01-29 14:45:10|Europe/Paris|this sunday|2025-02-02 00:00:00
2025-01-29 14:45:10|Europe/Paris|4pm next wednesday|2025-02-05 00:00:00
2025-01-29 14:45:10|Europe/Paris|wednesday 4pm|2025-01-29 16:00:00
2025-01-29 14:45:10|Europe/Paris|next week|2025-02-03 15:45:10
2025-01-29 14:45:10|Europe/Paris|last week|2025-01-20 15:45:10
2025-01-29 14:45:10|Europe/Paris|this week|2025-01-27 15:45:10
2025-01-29 14:45:10|Europe/Paris|previous week|2025-01-20 15:45:10
2025-01-29 14:45:10|Europe/Paris|monday next week|2025-02-03 00:00:00
2025-01-29 14:45:10|Europe/Paris|sunday this week|2025-02-02 00:00:00
2025-01-29 14:45:10|Europe/Paris|wednesday last week|2025-01-22 00:00:00
2025-01-29 14:45:10|Europe/Paris|next week 9am|2025-02-03 09:00:00
2025-01-29 14:45:10|Europe/Paris|next week friday|2025-02-07 00:00:00
2025-01-29 14:45:10|Europe/Paris|+1 week|2025-02-05 15:45:10
2025-01-29 14:45:10|Europe/Paris|-1 week|2025-01-22 15:45:10
2025-01-29 14:45:10|Europe/Paris|+2 weeks|2025-02-12 15:45:10
2025-01-29 14:45:10|Europe/Paris|+1 day|2025-01-30 15:45:10
2025-01-29 14:45:10|Europe/Paris|-2 days|2025-01-27 15:45:10
2025-01-29 14:45:10|Europe/Paris|-2 days 10:00|2025-01-27 10:00:00
2025-01-29 14:45:10|Europe/Paris|10:00 -2 days|2025-01-27 10:00:00
2025-01-29 14:45:10|Europe/Paris|+1 week 2 days|2025-02-07 15:45:10
2025-01-29 14:45:10|Europe/Paris|+1 week 2 days ago|2025-01-20 15:45:10
2025-01-29 14:45:10|Europe/Paris|3 days ago|2025-01-26 15:45:10
2025-01-29 14:45:10|Europe/Paris|1 day ago|2025-01-28 15:45:10
2025-01-29 14:45:10|Europe/Paris|2 weeks ago|2025-01-15 15:45:10
2025-01-29 14:45:10|Europe/Paris|3 months ago|2024-10-29 15:45:10
2025-01-29 14:45:10|Europe/Paris|+1 fortnight|2025-02-12 15:45:10
2025-01-29 14:45:10|Europe/Paris|+36 hours|2025-01-31 03:45:10
2025-01-29 14:45:10|Europe/Paris|-90 minutes|2025-01-29 14:15:10
2025-01-29 14:45:10|Europe/Paris|+45 mins|2025-01-29 16:30:10
2025-01-29 14:45:10|Europe/Paris|+30 secs|2025-01-29 15:45:40
2025-01-29 14:45:10|Europe/Paris|1 second ago|2025-01-29 15:45:09
2025-01-29 14:45:10|Europe/Paris|+1 month|2025-03-01 15:45:10
2025-01-29 14:45:10|Europe/Paris|-1 month|2024-12-29 15:45:10
2025-01-29 14:45:10|Europe/Paris|+1 year|2026-01-29 15:45:10
2025-01-29 14:45:10|Europe/Paris|-1 year|2024-01-29 15:45:10
2025-01-29 14:45:10|Europe/Paris|+13 months|2026-03-01 15:45:10
2025-01-29 14:45:10|Europe/Paris|+1 month 9am|2025-03-01 09:00:00
2025-01-29 14:45:10|Europe/Paris|+1week|2025-02-05 15:45:10
2025-01-29 14:45:10|Europe/Paris|1day|2025-01-30 15:45:10
2025-01-29 14:45:10|Europe/Paris|+10 days 14:30|2025-02-08 14:30:00
2025-01-29 14:45:10|Europe/Paris|tomorrow +1 week|2025-02-06 00:00:00
2025-01-29 14:45:10|Europe/Paris|tomorrow 2 days ago|2025-01-26 00:00:00
2025-01-29 14:45:10|Europe/Paris|+2 days tomorrow|2025-01-30 00:00:00
2025-01-29 14:45:10|Europe/Paris|next monday +1 week|2025-02-10 00:00:00
2025-01-29 14:45:10|Europe/Paris|next month|2025-03-01 15:45:10
2025-01-29 14:45:10|Europe/Paris|last month|2024-12-29 15:45:10
2025-01-29 14:45:10|Europe/Paris|next year|2026-01-29 15:45:10
2025-01-29 14:45:10|Europe/Paris|last year|2024-01-29 15:45:10
2025-01-29 14:45:10|Europe/Paris|this month|2025-01-29 15:45:10
2025-01-29 14:45:10|Europe/Paris|next day|2025-01-30 15:45:10
2025-01-29 14:45:10|Europe/Paris|last day|2025-01-28 15:45:10
2025-01-29 14:45:10|Europe/Paris|next hour|2025-01-29 16:45:10
2025-01-29 14:45:10|Europe/Paris|next fortnight|2025-02-12 15:45:10
2025-01-29 14:45:10|Europe/Paris|first day of next month|2025-02-01 15:45:10
2025-01-29 14:45:10|Europe/Paris|last day of next month|2025-02-28 15:45:10
2025-01-29 14:45:10|Europe/Paris|first day of last month|2024-12-01 15:45:10
2025-01-29 14:45:10|Europe/Paris|last day of last month|2024-12-31 15:45:10
2025-01-29 14:45:10|Europe/Paris|first day of this month|2025-01-01 15:45:10
2025-01-29 14:45:10|Europe/Paris|last day of this month|2025-01-31 15:45:10
2025-01-29 14:45:10|Europe/Paris|first day of|2025-01-01 15:45:10
2025-01-29 14:45:10|Europe/Paris|last day of|2025-01-31 15:45:10
2025-01-29 14:45:10|Europe/Paris|first day of next month 9am|2025-02-01 09:00:00
2025-01-29 14:45:10|Europe/Paris|first day of next month midnight|2025-02-01 00:00:00
2025-01-29 14:45:10|Europe/Paris|midnight first day of next month|2025-02-01 00:00:00
2025-01-29 14:45:10|Europe/Paris|last day of +1 month|2025-02-28 15:45:10
2025-01-29 14:45:10|Europe/Paris|first day of next month +1 week|2025-02-01 15:45:10
2025-01-29 14:45:10|Europe/Paris|last day of -1 year|2024-01-31 15:45:10
2025-01-29 14:45:10|Europe/Paris|2030-12-05 +1 day|2030-12-06 00:00:00
2025-01-29 14:45:10|Europe/Paris|2030-12-05 9am|2030-12-05 09:00:00
2025-01-29 14:45:10|Europe/Paris|2030-12-05 10:00 +1 day|2030-12-06 10:00:00
2025-01-29 14:45:10|Europe/Paris|2030-12-05 10:00:00 +2 days|2030-12-07 10:00:00
2025-01-29 14:45:10|Europe/Paris|2030-12-05 next monday|2030-12-09 00:00:00
2025-01-29 14:45:10|Europe/Paris|2030-12-05 tomorrow 9am|2030-12-06 09:00:00
2025-01-29 14:45:10|Europe/Paris|2024-02-29 +1 year|2025-03-01 00:00:00
2025-01-29 14:45:10|Europe/Paris|2025-01-31 +1 month|2025-03-03 00:00:00
2025-01-29 14:45:10|Europe/Paris|2025-01-31 last day of next month|2025-02-28 00:00:00
2025-01-29 14:45:10|Europe/Paris|first day of 2030-12-05|2030-12-01 00:00:00
2025-01-29 14:45:10|Europe/Paris|9am 10am|refused
2025-01-29 14:45:10|Europe/Paris|noon 9am|refused
2025-01-29 14:45:10|Europe/Paris|9am noon|2025-01-29 12:00:00
2025-01-29 14:45:10|Europe/Paris|16:00 17:00|refused
2025-01-29 14:45:10|Europe/Paris|2030-12-05 2030-12-06|refused
2025-01-29 14:45:10|Europe/Paris|0am|refused
2025-01-29 14:45:10|Europe/Paris|13pm|refused
2025-01-29 14:45:10|America/New_York|now|2025-01-29 09:45:10
2025-01-29 14:45:10|America/New_York|today|2025-01-29 00:00:00
2025-01-29 14:45:10|America/New_York|midnight|2025-01-29 00:00:00
2025-01-29 14:45:10|America/New_York|noon|2025-01-29 12:00:00
2025-01-29 14:45:10|America/New_York|tomorrow|2025-01-30 00:00:00
2025-01-29 14:45:10|America/New_York|yesterday|2025-01-28 00:00:00
2025-01-29 14:45:10|America/New_York|tomorrow 9am|2025-01-30 09:00:00
2025-01-29 14:45:10|America/New_York|9am tomorrow|2025-01-30 00:00:00
2025-01-29 14:45:10|America/New_York|tomorrow noon|2025-01-30 12:00:00
2025-01-29 14:45:10|America/New_York|noon tomorrow|2025-01-30 00:00:00
2025-01-29 14:45:10|America/New_York|yesterday noon|2025-01-28 12:00:00
2025-01-29 14:45:10|America/New_York|tomorrow midnight|2025-01-30 00:00:00
2025-01-29 14:45:10|America/New_York|today 16:00|2025-01-29 16:00:00
2025-01-29 14:45:10|America/New_York|16:00 tomorrow|2025-01-30 00:00:00
2025-01-29 14:45:10|America/New_York|tomorrow 9:30pm|2025-01-30 21:30:00
2025-01-29 14:45:10|America/New_York|tomorrow 9:30:15 pm|2025-01-30 21:30:15
2025-01-29 14:45:10|America/New_York|tomorrow 12am|2025-01-30 00:00:00
2025-01-29 14:45:10|America/New_York|tomorrow 12pm|2025-01-30 12:00:00
2025-01-29 14:45:10|America/New_York|tomorrow 12:30am|2025-01-30 00:30:00
2025-01-29 14:45:10|America/New_York|tomorrow 09am|2025-01-30 09:00:00
2025-01-29 14:45:10|America/New_York|tomorrow 9 a.m.|2025-01-30 09:00:00
2025-01-29 14:45:10|America/New_York|Tomorrow 9AM|2025-01-30 09:00:00
2025-01-29 14:45:10|America/New_York|9am|2025-01-29 09:00:00
2025-01-29 14:45:10|America/New_York|9 pm|2025-01-29 21:00:00
2025-01-29 14:45:10|America/New_York|9:30pm|2025-01-29 21:30:00
2025-01-29 14:45:10|America/New_York|16:00|2025-01-29 16:00:00
2025-01-29 14:45:10|America/New_York|16:00:30|2025-01-29 16:00:30
2025-01-29 14:45:10|America/New_York|0:00|2025-01-29 00:00:00
2025-01-29 14:45:10|America/New_York|23:59:59|2025-01-29 23:59:59
2025-01-29 14:45:10|America/New_York|monday|2025-02-03 00:00:00
2025-01-29 14:45:10|America/New_York|wednesday|2025-01-29 00:00:00
2025-01-29 14:45:10|America/New_York|sunday|2025-02-02 00:00:00
2025-01-29 14:45:10|America/New_York|wed|2025-01-29 00:00:00
2025-01-29 14:45:10|America/New_York|sat|2025-02-01 00:00:00
2025-01-29 14:45:10|America/New_York|next monday|2025-02-03 00:00:00
2025-01-29 14:45:10|America/New_York|next wednesday|2025-02-05 00:00:00
2025-01-29 14:45:10|America/New_York|next wednesday 4pm|2025-02-05 16:00:00
2025-01-29 14:45:10|America/New_York|Next Wednesday 4PM|2025-02-05 16:00:00
2025-01-29 14:45:10|America/New_York|next sunday|2025-02-02 00:00:00
2025-01-29 14:45:10|America/New_York|next sat 10:30|2025-02-01 10:30:00
2025-01-29 14:45:10|America/New_York|last monday|2025-01-27 00:00:00
2025-01-29 14:45:10|America/New_York|last wednesday|2025-01-22 00:00:00
2025-01-29 14:45:10|America/New_York|last sunday|2025-01-26 00:00:00
2025-01-29 14:45:10|America/New_York|previous friday|2025-01-24 00:00:00
2025-01-29 14:45:10|America/New_York|this wednesday|2025-01-29 00:00:00
2025-01-29 14:45:10|America/New_York|this monday|2025-02-03 00:00:00
2025-01-29 14:45:10|America/New_York|this sunday|2025-02-02 00:00:00
2025-01-29 14:45:10|America/New_York|4pm next wednesday|2025-02-05 00:00:00
2025-01-29 14:45:10|America/New_York|wednesday 4pm|2025-01-29 16:00:00
2025-01-29 14:45:10|America/New_York|next week|2025-02-03 09:45:10
2025-01-29 14:45:10|America/New_York|last week|2025-01-20 09:45:10
2025-01-29 14:45:10|America/New_York|this week|2025-01-27 09:45:10
2025-01-29 14:45:10|America/New_York|previous week|2025-01-20 09:45:10
2025-01-29 14:45:10|America/New_York|monday next week|2025-02-03 00:00:00
2025-01-29 14:45:10|America/New_York|sunday this week|2025-02-02 00:00:00
2025-01-29 14:45:10|America/New_York|wednesday last week|2025-01-22 00:00:00
2025-01-29 14:45:10|America/New_York|next week 9am|2025-02-03 09:00:00
2025-01-29 14:45:10|America/New_York|next week friday|2025-02-07 00:00:00
2025-01-29 14:45:10|America/New_York|+1 week|2025-02-05 09:45:10
2025-01-29 14:45:10|America/New_York|-1 week|2025-01-22 09:45:10
2025-01-29 14:45:10|America/New_York|+2 weeks|2025-02-12 09:45:10
2025-01-29 14:45:10|America/New_York|+1 day|2025-01-30 09:45:10
2025-01-29 14:45:10|America/New_York|-2 days|2025-01-27 09:45:10
2025-01-29 14:45:10|America/New_York|-2 days 10:00|2025-01-27 10:00:00
2025-01-29 14:45:10|America/New_York|10:00 -2 days|2025-01-27 10:00:00
2025-01-29 14:45:10|America/New_York|+1 week 2 days|2025-02-07 09:45:10
2025-01-29 14:45:10|America/New_York|+1 week 2 days ago|2025-01-20 09:45:10
2025-01-29 14:45:10|America/New_York|3 days ago|2025-01-26 09:45:10
2025-01-29 14:45:10|America/New_York|1 day ago|2025-01-28 09:45:10
2025-01-29 14:45:10|America/New_York|2 weeks ago|2025-01-15 09:45:10
2025-01-29 14:45:10|America/New_York|3 months ago|2024-10-29 09:45:10
2025-01-29 14:45:10|America/New_York|+1 fortnight|2025-02-12 09:45:10
2025-01-29 14:45:10|America/New_York|+36 hours|2025-01-30 21:45:10
2025-01-29 14:45:10|America/New_York|-90 minutes|2025-01-29 08:15:10
2025-01-29 14:45:10|America/New_York|+45 mins|2025-01-29 10:30:10
2025-01-29 14:45:10|America/New_York|+30 secs|2025-01-29 09:45:40
2025-01-29 14:45:10|America/New_York|1 second ago|2025-01-29 09:45:09
2025-01-29 14:45:10|America/New_York|+1 month|2025-03-01 09:45:10
2025-01-29 14:45:10|America/New_York|-1 month|2024-12-29 09:45:10
2025-01-29 14:45:10|America/New_York|+1 year|2026-01-29 09:45:10
2025-01-29 14:45:10|America/New_York|-1 year|2024-01-29 09:45:10
2025-01-29 14:45:10|America/New_York|+13 months|2026-03-01 09:45:10
2025-01-29 14:45:10|America/New_York|+1 month 9am|2025-03-01 09:00:00
2025-01-29 14:45:10|America/New_York|+1week|2025-02-05 09:45:10
2025-01-29 14:45:10|America/New_York|1day|2025-01-30 09:45:10
2025-01-29 14:45:10|America/New_York|+10 days 14:30|2025-02-08 14:30:00
2025-01-29 14:45:10|America/New_York|tomorrow +1 week|2025-02-06 00:00:00
2025-01-29 14:45:10|America/New_York|tomorrow 2 days ago|2025-01-26 00:00:00
2025-01-29 14:45:10|America/New_York|+2 days tomorrow|2025-01-30 00:00:00
2025-01-29 14:45:10|America/New_York|next monday +1 week|2025-02-10 00:00:00
2025-01-29 14:45:10|America/New_York|next month|2025-03-01 09:45:10
2025-01-29 14:45:10|America/New_York|last month|2024-12-29 09:45:10
2025-01-29 14:45:10|America/New_York|next year|2026-01-29 09:45:10
2025-01-29 14:45:10|America/New_York|last year|2024-01-29 09:45:10
2025-01-29 14:45:10|America/New_York|this month|2025-01-29 09:45:10
2025-01-29 14:45:10|America/New_York|next day|2025-01-30 09:45:10
2025-01-29 14:45:10|America/New_York|last day|2025-01-28 09:45:10
2025-01-29 14:45:10|America/New_York|next hour|2025-01-29 10:45:10
2025-01-29 14:45:10|America/New_York|next fortnight|2025-02-12 09:45:10
2025-01-29 14:45:10|America/New_York|first day of next month|2025-02-01 09:45:10
2025-01-29 14:45:10|America/New_York|last day of next month|2025-02-28 09:45:10
2025-01-29 14:45:10|America/New_York|first day of last month|2024-12-01 09:45:10
2025-01-29 14:45:10|America/New_York|last day of last month|2024-12-31 09:45:10
2025-01-29 14:45:10|America/New_York|first day of this month|2025-01-01 09:45:10
2025-01-29 14:45:10|America/New_York|last day of this month|2025-01-31 09:45:10
2025-01-29 14:45:10|America/New_York|first day of|2025-01-01 09:45:10
2025-01-29 14:45:10|America/New_York|last day of|2025-01-31 09:45:10
2025-01-29 14:45:10|America/New_York|first day of next month 9am|2025-02-01 09:00:00
2025-01-29 14:45:10|America/New_York|first day of next month midnight|2025-02-01 00:00:00
2025-01-29 14:45:10|America/New_York|midnight first day of next month|2025-02-01 00:00:00
2025-01-29 14:45:10|America/New_York|last day of +1 month|2025-02-28 09:45:10
2025-01-29 14:45:10|America/New_York|first day of next month +1 week|2025-02-01 09:45:10
2025-01-29 14:45:10|America/New_York|last day of -1 year|2024-01-31 09:45:10
2025-01-29 14:45:10|America/New_York|2030-12-05 +1 day|2030-12-06 00:00:00
2025-01-29 14:45:10|America/New_York|2030-12-05 9am|2030-12-05 09:00:00
2025-01-29 14:45:10|America/New_York|2030-12-05 10:00 +1 day|2030-12-06 10:00:00
2025-01-29 14:45:10|America/New_York|2030-12-05 10:00:00 +2 days|2030-12-07 10:00:00
2025-01-29 14:45:10|America/New_York|2030-12-05 next monday|2030-12-09 00:00:00
2025-01-29 14:45:10|America/New_York|2030-12-05 tomorrow 9am|2030-12-06 09:00:00
2025-01-29 14:45:10|America/New_York|2024-02-29 +1 year|2025-03-01 00:00:00
2025-01-29 14:45:10|America/New_York|2025-01-31 +1 month|2025-03-03 00:00:00
2025-01-29 14:45:10|America/New_York|2025-01-31 last day of next month|2025-02-28 00:00:00
2025-01-29 14:45:10|America/New_York|first day of 2030-12-05|2030-12-01 00:00:00
2025-01-29 14:45:10|America/New_York|9am 10am|refused
2025-01-29 14:45:10|America/New_York|noon 9am|refused
2025-01-29 14:45:10|America/New_York|9am noon|2025-01-29 12:00:00
2025-01-29 14:45:10|America/New_York|16:00 17:00|refused
2025-01-29 14:45:10|America/New_York|2030-12-05 2030-12-06|refused
2025-01-29 14:45:10|America/New_York|0am|refused
2025-01-29 14:45:10|America/New_York|13pm|refused
2025-02-03 08:00:00|UTC|now|2025-02-03 08:00:00
2025-02-03 08:00:00|UTC|today|2025-02-03 00:00:00
2025-02-03 08:00:00|UTC|midnight|2025-02-03 00:00:00
2025-02-03 08:00:00|UTC|noon|2025-02-03 12:00:00
2025-02-03 08:00:00|UTC|tomorrow|2025-02-04 00:00:00
2025-02-03 08:00:00|UTC|yesterday|2025-02-02 00:00:00
2025-02-03 08:00:00|UTC|tomorrow 9am|2025-02-04 09:00:00
2025-02-03 08:00:00|UTC|9am tomorrow|2025-02-04 00:00:00
2025-02-03 08:00:00|UTC|tomorrow noon|2025-02-04 12:00:00
2025-02-03 08:00:00|UTC|noon tomorrow|2025-02-04 00:00:00
2025-02-03 08:00:00|UTC|yesterday noon|2025-02-02 12:00:00
2025-02-03 08:00:00|UTC|tomorrow midnight|2025-02-04 00:00:00
2025-02-03 08:00:00|UTC|today 16:00|2025-02-03 16:00:00
2025-02-03 08:00:00|UTC|16:00 tomorrow|2025-02-04 00:00:00
2025-02-03 08:00:00|UTC|tomorrow 9:30pm|2025-02-04 21:30:00
2025-02-03 08:00:00|UTC|tomorrow 9:30:15 pm|2025-02-04 21:30:15
2025-02-03 08:00:00|UTC|tomorrow 12am|2025-02-04 00:00:00
2025-02-03 08:00:00|UTC|tomorrow 12pm|2025-02-04 12:00:00
2025-02-03 08:00:00|UTC|tomorrow 12:30am|2025-02-04 00:30:00
2025-02-03 08:00:00|UTC|tomorrow 09am|2025-02-04 09:00:00
2025-02-03 08:00:00|UTC|tomorrow 9 a.m.|2025-02-04 09:00:00
2025-02-03 08:00:00|UTC|Tomorrow 9AM|2025-02-04 09:00:00
2025-02-03 08:00:00|UTC|9am|2025-02-03 09:00:00
2025-02-03 08:00:00|UTC|9 pm|2025-02-03 21:00:00
2025-02-03 08:00:00|UTC|9:30pm|2025-02-03 21:30:00
2025-02-03 08:00:00|UTC|16:00|2025-02-03 16:00:00
2025-02-03 08:00:00|UTC|16:00:30|2025-02-03 16:00:30
2025-02-03 08:00:00|UTC|0:00|2025-02-03 00:00:00
2025-02-03 08:00:00|UTC|23:59:59|2025-02-03 23:59:59
2025-02-03 08:00:00|UTC|monday|2025-02-03 00:00:00
2025-02-03 08:00:00|UTC|wednesday|2025-02-05 00:00:00
2025-02-03 08:00:00|UTC|sunday|2025-02-09 00:00:00
2025-02-03 08:00:00|UTC|wed|2025-02-05 00:00:00
2025-02-03 08:00:00|UTC|sat|2025-02-08 00:00:00
2025-02-03 08:00:00|UTC|next monday|2025-02-10 00:00:00
2025-02-03 08:00:00|UTC|next wednesday|2025-02-05 00:00:00
2025-02-03 08:00:00|UTC|next wednesday 4pm|2025-02-05 16:00:00
2025-02-03 08:00:00|UTC|Next Wednesday 4PM|2025-02-05 16:00:00
2025-02-03 08:00:00|UTC|next sunday|2025-02-09 00:00:00
2025-02-03 08:00:00|UTC|next sat 10:30|2025-02-08 10:30:00
2025-02-03 08:00:00|UTC|last monday|2025-01-27 00:00:00
2025-02-03 08:00:00|UTC|last wednesday|2025-01-29 00:00:00
2025-02-03 08:00:00|UTC|last sunday|2025-02-02 00:00:00
2025-02-03 08:00:00|UTC|previous friday|2025-01-31 00:00:00
2025-02-03 08:00:00|UTC|this wednesday|2025-02-05 00:00:00
2025-02-03 08:00:00|UTC|this monday|2025-02-03 00:00:00
2025-02-03 08:00:00|UTC|this sunday|2025-02-09 00:00:00
2025-02-03 08:00:00|UTC|4pm next wednesday|2025-02-05 00:00:00
2025-02-03 08:00:00|UTC|wednesday 4pm|2025-02-05 16:00:00
2025-02-03 08:00:00|UTC|next week|2025-02-10 08:00:00
2025-02-03 08:00:00|UTC|last week|2025-01-27 08:00:00
2025-02-03 08:00:00|UTC|this week|2025-02-03 08:00:00
2025-02-03 08:00:00|UTC|previous week|2025-01-27 08:00:00
2025-02-03 08:00:00|UTC|monday next week|2025-02-10 00:00:00
2025-02-03 08:00:00|UTC|sunday this week|2025-02-09 00:00:00
2025-02-03 08:00:00|UTC|wednesday last week|2025-01-29 00:00:00
2025-02-03 08:00:00|UTC|next week 9am|2025-02-10 09:00:00
2025-02-03 08:00:00|UTC|next week friday|2025-02-14 00:00:00
2025-02-03 08:00:00|UTC|+1 week|2025-02-10 08:00:00
2025-02-03 08:00:00|UTC|-1 week|2025-01-27 08:00:00
2025-02-03 08:00:00|UTC|+2 weeks|2025-02-17 08:00:00
2025-02-03 08:00:00|UTC|+1 day|2025-02-04 08:00:00
2025-02-03 08:00:00|UTC|-2 days|2025-02-01 08:00:00
2025-02-03 08:00:00|UTC|-2 days 10:00|2025-02-01 10:00:00
2025-02-03 08:00:00|UTC|10:00 -2 days|2025-02-01 10:00:00
2025-02-03 08:00:00|UTC|+1 week 2 days|2025-02-12 08:00:00
2025-02-03 08:00:00|UTC|+1 week 2 days ago|2025-01-25 08:00:00
2025-02-03 08:00:00|UTC|3 days ago|2025-01-31 08:00:00
2025-02-03 08:00:00|UTC|1 day ago|2025-02-02 08:00:00
2025-02-03 08:00:00|UTC|2 weeks ago|2025-01-20 08:00:00
2025-02-03 08:00:00|UTC|3 months ago|2024-11-03 08:00:00
2025-02-03 08:00:00|UTC|+1 fortnight|2025-02-17 08:00:00
2025-02-03 08:00:00|UTC|+36 hours|2025-02-04 20:00:00
2025-02-03 08:00:00|UTC|-90 minutes|2025-02-03 06:30:00
2025-02-03 08:00:00|UTC|+45 mins|2025-02-03 08:45:00
2025-02-03 08:00:00|UTC|+30 secs|2025-02-03 08:00:30
2025-02-03 08:00:00|UTC|1 second ago|2025-02-03 07:59:59
2025-02-03 08:00:00|UTC|+1 month|2025-03-03 08:00:00
2025-02-03 08:00:00|UTC|-1 month|2025-01-03 08:00:00
2025-02-03 08:00:00|UTC|+1 year|2026-02-03 08:00:00
2025-02-03 08:00:00|UTC|-1 year|2024-02-03 08:00:00
2025-02-03 08:00:00|UTC|+13 months|2026-03-03 08:00:00
2025-02-03 08:00:00|UTC|+1 month 9am|2025-03-03 09:00:00
2025-02-03 08:00:00|UTC|+1week|2025-02-10 08:00:00
2025-02-03 08:00:00|UTC|1day|2025-02-04 08:00:00
2025-02-03 08:00:00|UTC|+10 days 14:30|2025-02-13 14:30:00
2025-02-03 08:00:00|UTC|tomorrow +1 week|2025-02-11 00:00:00
2025-02-03 08:00:00|UTC|tomorrow 2 days ago|2025-01-31 00:00:00
2025-02-03 08:00:00|UTC|+2 days tomorrow|2025-02-04 00:00:00
2025-02-03 08:00:00|UTC|next monday +1 week|2025-02-17 00:00:00
2025-02-03 08:00:00|UTC|next month|2025-03-03 08:00:00
2025-02-03 08:00:00|UTC|last month|2025-01-03 08:00:00
2025-02-03 08:00:00|UTC|next year|2026-02-03 08:00:00
2025-02-03 08:00:00|UTC|last year|2024-02-03 08:00:00
2025-02-03 08:00:00|UTC|this month|2025-02-03 08:00:00
2025-02-03 08:00:00|UTC|next day|2025-02-04 08:00:00
2025-02-03 08:00:00|UTC|last day|2025-02-02 08:00:00
2025-02-03 08:00:00|UTC|next hour|2025-02-03 09:00:00
2025-02-03 08:00:00|UTC|next fortnight|2025-02-17 08:00:00
2025-02-03 08:00:00|UTC|first day of next month|2025-03-01 08:00:00
2025-02-03 08:00:00|UTC|last day of next month|2025-03-31 08:00:00
2025-02-03 08:00:00|UTC|first day of last month|2025-01-01 08:00:00
2025-02-03 08:00:00|UTC|last day of last month|2025-01-31 08:00:00
2025-02-03 08:00:00|UTC|first day of this month|2025-02-01 08:00:00
2025-02-03 08:00:00|UTC|last day of this month|2025-02-28 08:00:00
2025-02-03 08:00:00|UTC|first day of|2025-02-01 08:00:00
2025-02-03 08:00:00|UTC|last day of|2025-02-28 08:00:00
2025-02-03 08:00:00|UTC|first day of next month 9am|2025-03-01 09:00:00
2025-02-03 08:00:00|UTC|first day of next month midnight|2025-03-01 00:00:00
2025-02-03 08:00:00|UTC|midnight first day of next month|2025-03-01 00:00:00
2025-02-03 08:00:00|UTC|last day of +1 month|2025-03-31 08:00:00
2025-02-03 08:00:00|UTC|first day of next month +1 week|2025-03-01 08:00:00
2025-02-03 08:00:00|UTC|last day of -1 year|2024-02-29 08:00:00
2025-02-03 08:00:00|UTC|2030-12-05 +1 day|2030-12-06 00:00:00
2025-02-03 08:00:00|UTC|2030-12-05 9am|2030-12-05 09:00:00
2025-02-03 08:00:00|UTC|2030-12-05 10:00 +1 day|2030-12-06 10:00:00
2025-02-03 08:00:00|UTC|2030-12-05 10:00:00 +2 days|2030-12-07 10:00:00
2025-02-03 08:00:00|UTC|2030-12-05 next monday|2030-12-09 00:00:00
2025-02-03 08:00:00|UTC|2030-12-05 tomorrow 9am|2030-12-06 09:00:00
2025-02-03 08:00:00|UTC|2024-02-29 +1 year|2025-03-01 00:00:00
2025-02-03 08:00:00|UTC|2025-01-31 +1 month|2025-03-03 00:00:00
2025-02-03 08:00:00|UTC|2025-01-31 last day of next month|2025-02-28 00:00:00
2025-02-03 08:00:00|UTC|first day of 2030-12-05|2030-12-01 00:00:00
2025-02-03 08:00:00|UTC|9am 10am|refused
2025-02-03 08:00:00|UTC|noon 9am|refused
2025-02-03 08:00:00|UTC|9am noon|2025-02-03 12:00:00
2025-02-03 08:00:00|UTC|16:00 17:00|refused
2025-02-03 08:00:00|UTC|2030-12-05 2030-12-06|refused
2025-02-03 08:00:00|UTC|0am|refused
2025-02-03 08:00:00|UTC|13pm|refused
2025-02-02 12:00:00|Europe/Paris|now|2025-02-02 13:00:00
2025-02-02 12:00:00|Europe/Paris|today|2025-02-02 00:00:00
2025-02-02 12:00:00|Europe/Paris|midnight|2025-02-02 00:00:00
2025-02-02 12:00:00|Europe/Paris|noon|2025-02-02 12:00:00
2025-02-02 12:00:00|Europe/Paris|tomorrow|2025-02-03 00:00:00
2025-02-02 12:00:00|Europe/Paris|yesterday|2025-02-01 00:00:00
2025-02-02 12:00:00|Europe/Paris|tomorrow 9am|2025-02-03 09:00:00
2025-02-02 12:00:00|Europe/Paris|9am tomorrow|2025-02-03 00:00:00
2025-02-02 12:00:00|Europe/Paris|tomorrow noon|2025-02-03 12:00:00
2025-02-02 12:00:00|Europe/Paris|noon tomorrow|2025-02-03 00:00:00
2025-02-02 12:00:00|Europe/Paris|yesterday noon|2025-02-01 12:00:00
2025-02-02 12:00:00|Europe/Paris|tomorrow midnight|2025-02-03 00:00:00
2025-02-02 12:00:00|Europe/Paris|today 16:00|2025-02-02 16:00:00
2025-02-02 12:00:00|Europe/Paris|16:00 tomorrow|2025-02-03 00:00:00
2025-02-02 12:00:00|Europe/Paris|tomorrow 9:30pm|2025-02-03 21:30:00
2025-02-02 12:00:00|Europe/Paris|tomorrow 9:30:15 pm|2025-02-03 21:30:15
2025-02-02 12:00:00|Europe/Paris|tomorrow 12am|2025-02-03 00:00:00
2025-02-02 12:00:00|Europe/Paris|tomorrow 12pm|2025-02-03 12:00:00
2025-02-02 12:00:00|Europe/Paris|tomorrow 12:30am|2025-02-03 00:30:00
2025-02-02 12:00:00|Europe/Paris|tomorrow 09am|2025-02-03 09:00:00
2025-02-02 12:00:00|Europe/Paris|tomorrow 9 a.m.|2025-02-03 09:00:00
2025-02-02 12:00:00|Europe/Paris|Tomorrow 9AM|2025-02-03 09:00:00
2025-02-02 12:00:00|Europe/Paris|9am|2025-02-02 09:00:00
2025-02-02 12:00:00|Europe/Paris|9 pm|2025-02-02 21:00:00
2025-02-02 12:00:00|Europe/Paris|9:30pm|2025-02-02 21:30:00
2025-02-02 12:00:00|Europe/Paris|16:00|2025-02-02 16:00:00
2025-02-02 12:00:00|Europe/Paris|16:00:30|2025-02-02 16:00:30
2025-02-02 12:00:00|Europe/Paris|0:00|2025-02-02 00:00:00
2025-02-02 12:00:00|Europe/Paris|23:59:59|2025-02-02 23:59:59
2025-02-02 12:00:00|Europe/Paris|monday|2025-02-03 00:00:00
2025-02-02 12:00:00|Europe/Paris|wednesday|2025-02-05 00:00:00
2025-02-02 12:00:00|Europe/Paris|sunday|2025-02-02 00:00:00
2025-02-02 12:00:00|Europe/Paris|wed|2025-02-05 00:00:00
2025-02-02 12:00:00|Europe/Paris|sat|2025-02-08 00:00:00
2025-02-02 12:00:00|Europe/Paris|next monday|2025-02-03 00:00:00
2025-02-02 12:00:00|Europe/Paris|next wednesday|2025-02-05 00:00:00
2025-02-02 12:00:00|Europe/Paris|next wednesday 4pm|2025-02-05 16:00:00
2025-02-02 12:00:00|Europe/Paris|Next Wednesday 4PM|2025-02-05 16:00:00
2025-02-02 12:00:00|Europe/Paris|next sunday|2025-02-09 00:00:00
2025-02-02 12:00:00|Europe/Paris|next sat 10:30|2025-02-08 10:30:00
2025-02-02 12:00:00|Europe/Paris|last monday|2025-01-27 00:00:00
2025-02-02 12:00:00|Europe/Paris|last wednesday|2025-01-29 00:00:00
2025-02-02 12:00:00|Europe/Paris|last sunday|2025-01-26 00:00:00
2025-02-02 12:00:00|Europe/Paris|previous friday|2025-01-31 00:00:00
2025-02-02 12:00:00|Europe/Paris|this wednesday|2025-02-05 00:00:00
2025-02-02 12:00:00|Europe/Paris|this monday|2025-02-03 00:00:00
2025-02-02 12:00:00|Europe/Paris|this sunday|2025-02-02 00:00:00
2025-02-02 12:00:00|Europe/Paris|4pm next wednesday|2025-02-05 00:00:00
2025-02-02 12:00:00|Europe/Paris|wednesday 4pm|2025-02-05 16:00:00
2025-02-02 12:00:00|Europe/Paris|next week|2025-02-03 13:00:00
2025-02-02 12:00:00|Europe/Paris|last week|2025-01-20 13:00:00
2025-02-02 12:00:00|Europe/Paris|this week|2025-01-27 13:00:00
2025-02-02 12:00:00|Europe/Paris|previous week|2025-01-20 13:00:00
2025-02-02 12:00:00|Europe/Paris|monday next week|2025-02-03 00:00:00
2025-02-02 12:00:00|Europe/Paris|sunday this week|2025-02-02 00:00:00
2025-02-02 12:00:00|Europe/Paris|wednesday last week|2025-01-22 00:00:00
2025-02-02 12:00:00|Europe/Paris|next week 9am|2025-02-03 09:00:00
2025-02-02 12:00:00|Europe/Paris|next week friday|2025-02-07 00:00:00
2025-02-02 12:00:00|Europe/Paris|+1 week|2025-02-09 13:00:00
2025-02-02 12:00:00|Europe/Paris|-1 week|2025-01-26 13:00:00
2025-02-02 12:00:00|Europe/Paris|+2 weeks|2025-02-16 13:00:00
2025-02-02 12:00:00|Europe/Paris|+1 day|2025-02-03 13:00:00
2025-02-02 12:00:00|Europe/Paris|-2 days|2025-01-31 13:00:00
2025-02-02 12:00:00|Europe/Paris|-2 days 10:00|2025-01-31 10:00:00
2025-02-02 12:00:00|Europe/Paris|10:00 -2 days|2025-01-31 10:00:00
2025-02-02 12:00:00|Europe/Paris|+1 week 2 days|2025-02-11 13:00:00
2025-02-02 12:00:00|Europe/Paris|+1 week 2 days ago|2025-01-24 13:00:00
2025-02-02 12:00:00|Europe/Paris|3 days ago|2025-01-30 13:00:00
2025-02-02 12:00:00|Europe/Paris|1 day ago|2025-02-01 13:00:00
2025-02-02 12:00:00|Europe/Paris|2 weeks ago|2025-01-19 13:00:00
2025-02-02 12:00:00|Europe/Paris|3 months ago|2024-11-02 13:00:00
2025-02-02 12:00:00|Europe/Paris|+1 fortnight|2025-02-16 13:00:00
2025-02-02 12:00:00|Europe/Paris|+36 hours|2025-02-04 01:00:00
2025-02-02 12:00:00|Europe/Paris|-90 minutes|2025-02-02 11:30:00
2025-02-02 12:00:00|Europe/Paris|+45 mins|2025-02-02 13:45:00
2025-02-02 12:00:00|Europe/Paris|+30 secs|2025-02-02 13:00:30
2025-02-02 12:00:00|Europe/Paris|1 second ago|2025-02-02 12:59:59
2025-02-02 12:00:00|Europe/Paris|+1 month|2025-03-02 13:00:00
2025-02-02 12:00:00|Europe/Paris|-1 month|2025-01-02 13:00:00
2025-02-02 12:00:00|Europe/Paris|+1 year|2026-02-02 13:00:00
2025-02-02 12:00:00|Europe/Paris|-1 year|2024-02-02 13:00:00
2025-02-02 12:00:00|Europe/Paris|+13 months|2026-03-02 13:00:00
2025-02-02 12:00:00|Europe/Paris|+1 month 9am|2025-03-02 09:00:00
2025-02-02 12:00:00|Europe/Paris|+1week|2025-02-09 13:00:00
2025-02-02 12:00:00|Europe/Paris|1day|2025-02-03 13:00:00
2025-02-02 12:00:00|Europe/Paris|+10 days 14:30|2025-02-12 14:30:00
2025-02-02 12:00:00|Europe/Paris|tomorrow +1 week|2025-02-10 00:00:00
2025-02-02 12:00:00|Europe/Paris|tomorrow 2 days ago|2025-01-30 00:00:00
2025-02-02 12:00:00|Europe/Paris|+2 days tomorrow|2025-02-03 00:00:00
2025-02-02 12:00:00|Europe/Paris|next monday +1 week|2025-02-10 00:00:00
2025-02-02 12:00:00|Europe/Paris|next month|2025-03-02 13:00:00
2025-02-02 12:00:00|Europe/Paris|last month|2025-01-02 13:00:00
2025-02-02 12:00:00|Europe/Paris|next year|2026-02-02 13:00:00
2025-02-02 12:00:00|Europe/Paris|last year|2024-02-02 13:00:00
2025-02-02 12:00:00|Europe/Paris|this month|2025-02-02 13:00:00
2025-02-02 12:00:00|Europe/Paris|next day|2025-02-03 13:00:00
2025-02-02 12:00:00|Europe/Paris|last day|2025-02-01 13:00:00
2025-02-02 12:00:00|Europe/Paris|next hour|2025-02-02 14:00:00
2025-02-02 12:00:00|Europe/Paris|next fortnight|2025-02-16 13:00:00
2025-02-02 12:00:00|Europe/Paris|first day of next month|2025-03-01 13:00:00
2025-02-02 12:00:00|Europe/Paris|last day of next month|2025-03-31 13:00:00
2025-02-02 12:00:00|Europe/Paris|first day of last month|2025-01-01 13:00:00
2025-02-02 12:00:00|Europe/Paris|last day of last month|2025-01-31 13:00:00
2025-02-02 12:00:00|Europe/Paris|first day of this month|2025-02-01 13:00:00
2025-02-02 12:00:00|Europe/Paris|last day of this month|2025-02-28 13:00:00
2025-02-02 12:00:00|Europe/Paris|first day of|2025-02-01 13:00:00
2025-02-02 12:00:00|Europe/Paris|last day of|2025-02-28 13:00:00
2025-02-02 12:00:00|Europe/Paris|first day of next month 9am|2025-03-01 09:00:00
2025-02-02 12:00:00|Europe/Paris|first day of next month midnight|2025-03-01 00:00:00
2025-02-02 12:00:00|Europe/Paris|midnight first day of next month|2025-03-01 00:00:00
2025-02-02 12:00:00|Europe/Paris|last day of +1 month|2025-03-31 13:00:00
2025-02-02 12:00:00|Europe/Paris|first day of next month +1 week|2025-03-01 13:00:00
2025-02-02 12:00:00|Europe/Paris|last day of -1 year|2024-02-29 13:00:00
2025-02-02 12:00:00|Europe/Paris|2030-12-05 +1 day|2030-12-06 00:00:00
2025-02-02 12:00:00|Europe/Paris|2030-12-05 9am|2030-12-05 09:00:00
2025-02-02 12:00:00|Europe/Paris|2030-12-05 10:00 +1 day|2030-12-06 10:00:00
2025-02-02 12:00:00|Europe/Paris|2030-12-05 10:00:00 +2 days|2030-12-07 10:00:00
2025-02-02 12:00:00|Europe/Paris|2030-12-05 next monday|2030-12-09 00:00:00
2025-02-02 12:00:00|Europe/Paris|2030-12-05 tomorrow 9am|2030-12-06 09:00:00
2025-02-02 12:00:00|Europe/Paris|2024-02-29 +1 year|2025-03-01 00:00:00
2025-02-02 12:00:00|Europe/Paris|2025-01-31 +1 month|2025-03-03 00:00:00
2025-02-02 12:00:00|Europe/Paris|2025-01-31 last day of next month|2025-02-28 00:00:00
2025-02-02 12:00:00|Europe/Paris|first day of 2030-12-05|2030-12-01 00:00:00
2025-02-02 12:00:00|Europe/Paris|9am 10am|refused
2025-02-02 12:00:00|Europe/Paris|noon 9am|refused
2025-02-02 12:00:00|Europe/Paris|9am noon|2025-02-02 12:00:00
2025-02-02 12:00:00|Europe/Paris|16:00 17:00|refused
2025-02-02 12:00:00|Europe/Paris|2030-12-05 2030-12-06|refused
2025-02-02 12:00:00|Europe/Paris|0am|refused
2025-02-02 12:00:00|Europe/Paris|13pm|refused
2025-01-31 22:30:00|Europe/Paris|now|2025-01-31 23:30:00
2025-01-31 22:30:00|Europe/Paris|today|2025-01-31 00:00:00
2025-01-31 22:30:00|Europe/Paris|midnight|2025-01-31 00:00:00
2025-01-31 22:30:00|Europe/Paris|noon|2025-01-31 12:00:00
2025-01-31 22:30:00|Europe/Paris|tomorrow|2025-02-01 00:00:00
2025-01-31 22:30:00|Europe/Paris|yesterday|2025-01-30 00:00:00
2025-01-31 22:30:00|Europe/Paris|tomorrow 9am|2025-02-01 09:00:00
2025-01-31 22:30:00|Europe/Paris|9am tomorrow|2025-02-01 00:00:00
2025-01-31 22:30:00|Europe/Paris|tomorrow noon|2025-02-01 12:00:00
2025-01-31 22:30:00|Europe/Paris|noon tomorrow|2025-02-01 00:00:00
2025-01-31 22:30:00|Europe/Paris|yesterday noon|2025-01-30 12:00:00
2025-01-31 22:30:00|Europe/Paris|tomorrow midnight|2025-02-01 00:00:00
2025-01-31 22:30:00|Europe/Paris|today 16:00|2025-01-31 16:00:00
2025-01-31 22:30:00|Europe/Paris|16:00 tomorrow|2025-02-01 00:00:00
2025-01-31 22:30:00|Europe/Paris|tomorrow 9:30pm|2025-02-01 21:30:00
2025-01-31 22:30:00|Europe/Paris|tomorrow 9:30:15 pm|2025-02-01 21:30:15
2025-01-31 22:30:00|Europe/Paris|tomorrow 12am|2025-02-01 00:00:00
2025-01-31 22:30:00|Europe/Paris|tomorrow 12pm|2025-02-01 12:00:00
2025-01-31 22:30:00|Europe/Paris|tomorrow 12:30am|2025-02-01 00:30:00
2025-01-31 22:30:00|Europe/Paris|tomorrow 09am|2025-02-01 09:00:00
2025-01-31 22:30:00|Europe/Paris|tomorrow 9 a.m.|2025-02-01 09:00:00
2025-01-31 22:30:00|Europe/Paris|Tomorrow 9AM|2025-02-01 09:00:00
2025-01-31 22:30:00|Europe/Paris|9am|2025-01-31 09:00:00
2025-01-31 22:30:00|Europe/Paris|9 pm|2025-01-31 21:00:00
2025-01-31 22:30:00|Europe/Paris|9:30pm|2025-01-31 21:30:00
2025-01-31 22:30:00|Europe/Paris|16:00|2025-01-31 16:00:00
2025-01-31 22:30:00|Europe/Paris|16:00:30|2025-01-31 16:00:30
2025-01-31 22:30:00|Europe/Paris|0:00|2025-01-31 00:00:00
2025-01-31 22:30:00|Europe/Paris|23:59:59|2025-01-31 23:59:59
2025-01-31 22:30:00|Europe/Paris|monday|2025-02-03 00:00:00
2025-01-31 22:30:00|Europe/Paris|wednesday|2025-02-05 00:00:00
2025-01-31 22:30:00|Europe/Paris|sunday|2025-02-02 00:00:00
2025-01-31 22:30:00|Europe/Paris|wed|2025-02-05 00:00:00
2025-01-31 22:30:00|Europe/Paris|sat|2025-02-01 00:00:00
2025-01-31 22:30:00|Europe/Paris|next monday|2025-02-03 00:00:00
2025-01-31 22:30:00|Europe/Paris|next wednesday|2025-02-05 00:00:00
2025-01-31 22:30:00|Europe/Paris|next wednesday 4pm|2025-02-05 16:00:00
2025-01-31 22:30:00|Europe/Paris|Next Wednesday 4PM|2025-02-05 16:00:00
2025-01-31 22:30:00|Europe/Paris|next sunday|2025-02-02 00:00:00
2025-01-31 22:30:00|Europe/Paris|next sat 10:30|2025-02-01 10:30:00
2025-01-31 22:30:00|Europe/Paris|last monday|2025-01-27 00:00:00
2025-01-31 22:30:00|Europe/Paris|last wednesday|2025-01-29 00:00:00
2025-01-31 22:30:00|Europe/Paris|last sunday|2025-01-26 00:00:00
2025-01-31 22:30:00|Europe/Paris|previous friday|2025-01-24 00:00:00
2025-01-31 22:30:00|Europe/Paris|this wednesday|2025-02-05 00:00:00
2025-01-31 22:30:00|Europe/Paris|this monday|2025-02-03 00:00:00
2025-01-31 22:30:00|Europe/Paris|this sunday|2025-02-02 00:00:00
2025-01-31 22:30:00|Europe/Paris|4pm next wednesday|2025-02-05 00:00:00
2025-01-31 22:30:00|Europe/Paris|wednesday 4pm|2025-02-05 16:00:00
2025-01-31 22:30:00|Europe/Paris|next week|2025-02-03 23:30:00
2025-01-31 22:30:00|Europe/Paris|last week|2025-01-20 23:30:00
2025-01-31 22:30:00|Europe/Paris|this week|2025-01-27 23:30:00
2025-01-31 22:30:00|Europe/Paris|previous week|2025-01-20 23:30:00
2025-01-31 22:30:00|Europe/Paris|monday next week|2025-02-03 00:00:00
2025-01-31 22:30:00|Europe/Paris|sunday this week|2025-02-02 00:00:00
2025-01-31 22:30:00|Europe/Paris|wednesday last week|2025-01-22 00:00:00
2025-01-31 22:30:00|Europe/Paris|next week 9am|2025-02-03 09:00:00
2025-01-31 22:30:00|Europe/Paris|next week friday|2025-02-07 00:00:00
2025-01-31 22:30:00|Europe/Paris|+1 week|2025-02-07 23:30:00
2025-01-31 22:30:00|Europe/Paris|-1 week|2025-01-24 23:30:00
2025-01-31 22:30:00|Europe/Paris|+2 weeks|2025-02-14 23:30:00
2025-01-31 22:30:00|Europe/Paris|+1 day|2025-02-01 23:30:00
2025-01-31 22:30:00|Europe/Paris|-2 days|2025-01-29 23:30:00
2025-01-31 22:30:00|Europe/Paris|-2 days 10:00|2025-01-29 10:00:00
2025-01-31 22:30:00|Europe/Paris|10:00 -2 days|2025-01-29 10:00:00
2025-01-31 22:30:00|Europe/Paris|+1 week 2 days|2025-02-09 23:30:00
2025-01-31 22:30:00|Europe/Paris|+1 week 2 days ago|2025-01-22 23:30:00
2025-01-31 22:30:00|Europe/Paris|3 days ago|2025-01-28 23:30:00
2025-01-31 22:30:00|Europe/Paris|1 day ago|2025-01-30 23:30:00
2025-01-31 22:30:00|Europe/Paris|2 weeks ago|2025-01-17 23:30:00
2025-01-31 22:30:00|Europe/Paris|3 months ago|2024-10-31 23:30:00
2025-01-31 22:30:00|Europe/Paris|+1 fortnight|2025-02-14 23:30:00
2025-01-31 22:30:00|Europe/Paris|+36 hours|2025-02-02 11:30:00
2025-01-31 22:30:00|Europe/Paris|-90 minutes|2025-01-31 22:00:00
2025-01-31 22:30:00|Europe/Paris|+45 mins|2025-02-01 00:15:00
2025-01-31 22:30:00|Europe/Paris|+30 secs|2025-01-31 23:30:30
2025-01-31 22:30:00|Europe/Paris|1 second ago|2025-01-31 23:29:59
2025-01-31 22:30:00|Europe/Paris|+1 month|2025-03-03 23:30:00
2025-01-31 22:30:00|Europe/Paris|-1 month|2024-12-31 23:30:00
2025-01-31 22:30:00|Europe/Paris|+1 year|2026-01-31 23:30:00
2025-01-31 22:30:00|Europe/Paris|-1 year|2024-01-31 23:30:00
2025-01-31 22:30:00|Europe/Paris|+13 months|2026-03-03 23:30:00
2025-01-31 22:30:00|Europe/Paris|+1 month 9am|2025-03-03 09:00:00
2025-01-31 22:30:00|Europe/Paris|+1week|2025-02-07 23:30:00
2025-01-31 22:30:00|Europe/Paris|1day|2025-02-01 23:30:00
2025-01-31 22:30:00|Europe/Paris|+10 days 14:30|2025-02-10 14:30:00
2025-01-31 22:30:00|Europe/Paris|tomorrow +1 week|2025-02-08 00:00:00
2025-01-31 22:30:00|Europe/Paris|tomorrow 2 days ago|2025-01-28 00:00:00
2025-01-31 22:30:00|Europe/Paris|+2 days tomorrow|2025-02-01 00:00:00
2025-01-31 22:30:00|Europe/Paris|next monday +1 week|2025-02-10 00:00:00
2025-01-31 22:30:00|Europe/Paris|next month|2025-03-03 23:30:00
2025-01-31 22:30:00|Europe/Paris|last month|2024-12-31 23:30:00
2025-01-31 22:30:00|Europe/Paris|next year|2026-01-31 23:30:00
2025-01-31 22:30:00|Europe/Paris|last year|2024-01-31 23:30:00
2025-01-31 22:30:00|Europe/Paris|this month|2025-01-31 23:30:00
2025-01-31 22:30:00|Europe/Paris|next day|2025-02-01 23:30:00
2025-01-31 22:30:00|Europe/Paris|last day|2025-01-30 23:30:00
2025-01-31 22:30:00|Europe/Paris|next hour|2025-02-01 00:30:00
2025-01-31 22:30:00|Europe/Paris|next fortnight|2025-02-14 23:30:00
2025-01-31 22:30:00|Europe/Paris|first day of next month|2025-02-01 23:30:00
2025-01-31 22:30:00|Europe/Paris|last day of next month|2025-02-28 23:30:00
2025-01-31 22:30:00|Europe/Paris|first day of last month|2024-12-01 23:30:00
2025-01-31 22:30:00|Europe/Paris|last day of last month|2024-12-31 23:30:00
2025-01-31 22:30:00|Europe/Paris|first day of this month|2025-01-01 23:30:00
2025-01-31 22:30:00|Europe/Paris|last day of this month|2025-01-31 23:30:00
2025-01-31 22:30:00|Europe/Paris|first day of|2025-01-01 23:30:00
2025-01-31 22:30:00|Europe/Paris|last day of|2025-01-31 23:30:00
2025-01-31 22:30:00|Europe/Paris|first day of next month 9am|2025-02-01 09:00:00
2025-01-31 22:30:00|Europe/Paris|first day of next month midnight|2025-02-01 00:00:00
2025-01-31 22:30:00|Europe/Paris|midnight first day of next month|2025-02-01 00:00:00
2025-01-31 22:30:00|Europe/Paris|last day of +1 month|2025-02-28 23:30:00
2025-01-31 22:30:00|Europe/Paris|first day of next month +1 week|2025-02-01 23:30:00
2025-01-31 22:30:00|Europe/Paris|last day of -1 year|2024-01-31 23:30:00
2025-01-31 22:30:00|Europe/Paris|2030-12-05 +1 day|2030-12-06 00:00:00
2025-01-31 22:30:00|Europe/Paris|2030-12-05 9am|2030-12-05 09:00:00
2025-01-31 22:30:00|Europe/Paris|2030-12-05 10:00 +1 day|2030-12-06 10:00:00
2025-01-31 22:30:00|Europe/Paris|2030-12-05 10:00:00 +2 days|2030-12-07 10:00:00
2025-01-31 22:30:00|Europe/Paris|2030-12-05 next monday|2030-12-09 00:00:00
2025-01-31 22:30:00|Europe/Paris|2030-12-05 tomorrow 9am|2030-12-06 09:00:00
2025-01-31 22:30:00|Europe/Paris|2024-02-29 +1 year|2025-03-01 00:00:00
2025-01-31 22:30:00|Europe/Paris|2025-01-31 +1 month|2025-03-03 00:00:00
2025-01-31 22:30:00|Europe/Paris|2025-01-31 last day of next month|2025-02-28 00:00:00
2025-01-31 22:30:00|Europe/Paris|first day of 2030-12-05|2030-12-01 00:00:00
2025-01-31 22:30:00|Europe/Paris|9am 10am|refused
2025-01-31 22:30:00|Europe/Paris|noon 9am|refused
2025-01-31 22:30:00|Europe/Paris|9am noon|2025-01-31 12:00:00
2025-01-31 22:30:00|Europe/Paris|16:00 17:00|refused
2025-01-31 22:30:00|Europe/Paris|2030-12-05 2030-12-06|refused
2025-01-31 22:30:00|Europe/Paris|0am|refused
2025-01-31 22:30:00|Europe/Paris|13pm|refused
2025-01-31 22:30:00|America/New_York|now|2025-01-31 17:30:00
2025-01-31 22:30:00|America/New_York|today|2025-01-31 00:00:00
2025-01-31 22:30:00|America/New_York|midnight|2025-01-31 00:00:00
2025-01-31 22:30:00|America/New_York|noon|2025-01-31 12:00:00
2025-01-31 22:30:00|America/New_York|tomorrow|2025-02-01 00:00:00
2025-01-31 22:30:00|America/New_York|yesterday|2025-01-30 00:00:00
2025-01-31 22:30:00|America/New_York|tomorrow 9am|2025-02-01 09:00:00
2025-01-31 22:30:00|America/New_York|9am tomorrow|2025-02-01 00:00:00
2025-01-31 22:30:00|America/New_York|tomorrow noon|2025-02-01 12:00:00
2025-01-31 22:30:00|America/New_York|noon tomorrow|2025-02-01 00:00:00
2025-01-31 22:30:00|America/New_York|yesterday noon|2025-01-30 12:00:00
2025-01-31 22:30:00|America/New_York|tomorrow midnight|2025-02-01 00:00:00
2025-01-31 22:30:00|America/New_York|today 16:00|2025-01-31 16:00:00
2025-01-31 22:30:00|America/New_York|16:00 tomorrow|2025-02-01 00:00:00
2025-01-31 22:30:00|America/New_York|tomorrow 9:30pm|2025-02-01 21:30:00
2025-01-31 22:30:00|America/New_York|tomorrow 9:30:15 pm|2025-02-01 21:30:15
2025-01-31 22:30:00|America/New_York|tomorrow 12am|2025-02-01 00:00:00
2025-01-31 22:30:00|America/New_York|tomorrow 12pm|2025-02-01 12:00:00
2025-01-31 22:30:00|America/New_York|tomorrow 12:30am|2025-02-01 00:30:00
2025-01-31 22:30:00|America/New_York|tomorrow 09am|2025-02-01 09:00:00
2025-01-31 22:30:00|America/New_York|tomorrow 9 a.m.|2025-02-01 09:00:00
2025-01-31 22:30:00|America/New_York|Tomorrow 9AM|2025-02-01 09:00:00
2025-01-31 22:30:00|America/New_York|9am|2025-01-31 09:00:00
2025-01-31 22:30:00|America/New_York|9 pm|2025-01-31 21:00:00
2025-01-31 22:30:00|America/New_York|9:30pm|2025-01-31 21:30:00
2025-01-31 22:30:00|America/New_York|16:00|2025-01-31 16:00:00
2025-01-31 22:30:00|America/New_York|16:00:30|2025-01-31 16:00:30
2025-01-31 22:30:00|America/New_York|0:00|2025-01-31 00:00:00
2025-01-31 22:30:00|America/New_York|23:59:59|2025-01-31 23:59:59
2025-01-31 22:30:00|America/New_York|monday|2025-02-03 00:00:00
2025-01-31 22:30:00|America/New_York|wednesday|2025-02-05 00:00:00
2025-01-31 22:30:00|America/New_York|sunday|2025-02-02 00:00:00
2025-01-31 22:30:00|America/New_York|wed|2025-02-05 00:00:00
2025-01-31 22:30:00|America/New_York|sat|2025-02-01 00:00:00
2025-01-31 22:30:00|America/New_York|next monday|2025-02-03 00:00:00
2025-01-31 22:30:00|America/New_York|next wednesday|2025-02-05 00:00:00
2025-01-31 22:30:00|America/New_York|next wednesday 4pm|2025-02-05 16:00:00
2025-01-31 22:30:00|America/New_York|Next Wednesday 4PM|2025-02-05 16:00:00
2025-01-31 22:30:00|America/New_York|next sunday|2025-02-02 00:00:00
2025-01-31 22:30:00|America/New_York|next sat 10:30|2025-02-01 10:30:00
2025-01-31 22:30:00|America/New_York|last monday|2025-01-27 00:00:00
2025-01-31 22:30:00|America/New_York|last wednesday|2025-01-29 00:00:00
2025-01-31 22:30:00|America/New_York|last sunday|2025-01-26 00:00:00
2025-01-31 22:30:00|America/New_York|previous friday|2025-01-24 00:00:00
2025-01-31 22:30:00|America/New_York|this wednesday|2025-02-05 00:00:00
2025-01-31 22:30:00|America/New_York|this monday|2025-02-03 00:00:00
2025-01-31 22:30:00|America/New_York|this sunday|2025-02-02 00:00:00
2025-01-31 22:30:00|America/New_York|4pm next wednesday|2025-02-05 00:00:00
2025-01-31 22:30:00|America/New_York|wednesday 4pm|2025-02-05 16:00:00
2025-01-31 22:30:00|America/New_York|next week|2025-02-03 17:30:00
2025-01-31 22:30:00|America/New_York|last week|2025-01-20 17:30:00
2025-01-31 22:30:00|America/New_York|this week|2025-01-27 17:30:00
2025-01-31 22:30:00|America/New_York|previous week|2025-01-20 17:30:00
2025-01-31 22:30:00|America/New_York|monday next week|2025-02-03 00:00:00
2025-01-31 22:30:00|America/New_York|sunday this week|2025-02-02 00:00:00
2025-01-31 22:30:00|America/New_York|wednesday last week|2025-01-22 00:00:00
2025-01-31 22:30:00|America/New_York|next week 9am|2025-02-03 09:00:00
2025-01-31 22:30:00|America/New_York|next week friday|2025-02-07 00:00:00
2025-01-31 22:30:00|America/New_York|+1 week|2025-02-07 17:30:00
2025-01-31 22:30:00|America/New_York|-1 week|2025-01-24 17:30:00
2025-01-31 22:30:00|America/New_York|+2 weeks|2025-02-14 17:30:00
2025-01-31 22:30:00|America/New_York|+1 day|2025-02-01 17:30:00
2025-01-31 22:30:00|America/New_York|-2 days|2025-01-29 17:30:00
2025-01-31 22:30:00|America/New_York|-2 days 10:00|2025-01-29 10:00:00
2025-01-31 22:30:00|America/New_York|10:00 -2 days|2025-01-29 10:00:00
2025-01-31 22:30:00|America/New_York|+1 week 2 days|2025-02-09 17:30:00
2025-01-31 22:30:00|America/New_York|+1 week 2 days ago|2025-01-22 17:30:00
2025-01-31 22:30:00|America/New_York|3 days ago|2025-01-28 17:30:00
2025-01-31 22:30:00|America/New_York|1 day ago|2025-01-30 17:30:00
2025-01-31 22:30:00|America/New_York|2 weeks ago|2025-01-17 17:30:00
2025-01-31 22:30:00|America/New_York|3 months ago|2024-10-31 17:30:00
2025-01-31 22:30:00|America/New_York|+1 fortnight|2025-02-14 17:30:00
2025-01-31 22:30:00|America/New_York|+36 hours|2025-02-02 05:30:00
2025-01-31 22:30:00|America/New_York|-90 minutes|2025-01-31 16:00:00
2025-01-31 22:30:00|America/New_York|+45 mins|2025-01-31 18:15:00
2025-01-31 22:30:00|America/New_York|+30 secs|2025-01-31 17:30:30
2025-01-31 22:30:00|America/New_York|1 second ago|2025-01-31 17:29:59
2025-01-31 22:30:00|America/New_York|+1 month|2025-03-03 17:30:00
2025-01-31 22:30:00|America/New_York|-1 month|2024-12-31 17:30:00
2025-01-31 22:30:00|America/New_York|+1 year|2026-01-31 17:30:00
2025-01-31 22:30:00|America/New_York|-1 year|2024-01-31 17:30:00
2025-01-31 22:30:00|America/New_York|+13 months|2026-03-03 17:30:00
2025-01-31 22:30:00|America/New_York|+1 month 9am|2025-03-03 09:00:00
2025-01-31 22:30:00|America/New_York|+1week|2025-02-07 17:30:00
2025-01-31 22:30:00|America/New_York|1day|2025-02-01 17:30:00
2025-01-31 22:30:00|America/New_York|+10 days 14:30|2025-02-10 14:30:00
2025-01-31 22:30:00|America/New_York|tomorrow +1 week|2025-02-08 00:00:00
2025-01-31 22:30:00|America/New_York|tomorrow 2 days ago|2025-01-28 00:00:00
2025-01-31 22:30:00|America/New_York|+2 days tomorrow|2025-02-01 00:00:00
2025-01-31 22:30:00|America/New_York|next monday +1 week|2025-02-10 00:00:00
2025-01-31 22:30:00|America/New_York|next month|2025-03-03 17:30:00
2025-01-31 22:30:00|America/New_York|last month|2024-12-31 17:30:00
2025-01-31 22:30:00|America/New_York|next year|2026-01-31 17:30:00
2025-01-31 22:30:00|America/New_York|last year|2024-01-31 17:30:00
2025-01-31 22:30:00|America/New_York|this month|2025-01-31 17:30:00
2025-01-31 22:30:00|America/New_York|next day|2025-02-01 17:30:00
2025-01-31 22:30:00|America/New_York|last day|2025-01-30 17:30:00
2025-01-31 22:30:00|America/New_York|next hour|2025-01-31 18:30:00
2025-01-31 22:30:00|America/New_York|next fortnight|2025-02-14 17:30:00
2025-01-31 22:30:00|America/New_York|first day of next month|2025-02-01 17:30:00
2025-01-31 22:30:00|America/New_York|last day of next month|2025-02-28 17:30:00
2025-01-31 22:30:00|America/New_York|first day of last month|2024-12-01 17:30:00
2025-01-31 22:30:00|America/New_York|last day of last month|2024-12-31 17:30:00
2025-01-31 22:30:00|America/New_York|first day of this month|2025-01-01 17:30:00
2025-01-31 22:30:00|America/New_York|last day of this month|2025-01-31 17:30:00
2025-01-31 22:30:00|America/New_York|first day of|2025-01-01 17:30:00
2025-01-31 22:30:00|America/New_York|last day of|2025-01-31 17:30:00
2025-01-31 22:30:00|America/New_York|first day of next month 9am|2025-02-01 09:00:00
2025-01-31 22:30:00|America/New_York|first day of next month midnight|2025-02-01 00:00:00
2025-01-31 22:30:00|America/New_York|midnight first day of next month|2025-02-01 00:00:00
2025-01-31 22:30:00|America/New_York|last day of +1 month|2025-02-28 17:30:00
2025-01-31 22:30:00|America/New_York|first day of next month +1 week|2025-02-01 17:30:00
2025-01-31 22:30:00|America/New_York|last day of -1 year|2024-01-31 17:30:00
2025-01-31 22:30:00|America/New_York|2030-12-05 +1 day|2030-12-06 00:00:00
2025-01-31 22:30:00|America/New_York|2030-12-05 9am|2030-12-05 09:00:00
2025-01-31 22:30:00|America/New_York|2030-12-05 10:00 +1 day|2030-12-06 10:00:00
2025-01-31 22:30:00|America/New_York|2030-12-05 10:00:00 +2 days|2030-12-07 10:00:00
2025-01-31 22:30:00|America/New_York|2030-12-05 next monday|2030-12-09 00:00:00
2025-01-31 22:30:00|America/New_York|2030-12-05 tomorrow 9am|2030-12-06 09:00:00
2025-01-31 22:30:00|America/New_York|2024-02-29 +1 year|2025-03-01 00:00:00
2025-01-31 22:30:00|America/New_York|2025-01-31 +1 month|2025-03-03 00:00:00
2025-01-31 22:30:00|America/New_York|2025-01-31 last day of next month|2025-02-28 00:00:00
2025-01-31 22:30:00|America/New_York|first day of 2030-12-05|2030-12-01 00:00:00
2025-01-31 22:30:00|America/New_York|9am 10am|refused
2025-01-31 22:30:00|America/New_York|noon 9am|refused
2025-01-31 22:30:00|America/New_York|9am noon|2025-01-31 12:00:00
2025-01-31 22:30:00|America/New_York|16:00 17:00|refused
2025-01-31 22:30:00|America/New_York|2030-12-05 2030-12-06|refused
2025-01-31 22:30:00|America/New_York|0am|refused
2025-01-31 22:30:00|America/New_York|13pm|refused
2024-02-29 12:00:00|UTC|now|2024-02-29 12:00:00
2024-02-29 12:00:00|UTC|today|2024-02-29 00:00:00
2024-02-29 12:00:00|UTC|midnight|2024-02-29 00:00:00
2024-02-29 12:00:00|UTC|noon|2024-02-29 12:00:00
2024-02-29 12:00:00|UTC|tomorrow|2024-03-01 00:00:00
2024-02-29 12:00:00|UTC|yesterday|2024-02-28 00:00:00
2024-02-29 12:00:00|UTC|tomorrow 9am|2024-03-01 09:00:00
2024-02-29 12:00:00|UTC|9am tomorrow|2024-03-01 00:00:00
2024-02-29 12:00:00|UTC|tomorrow noon|2024-03-01 12:00:00
2024-02-29 12:00:00|UTC|noon tomorrow|2024-03-01 00:00:00
2024-02-29 12:00:00|UTC|yesterday noon|2024-02-28 12:00:00
2024-02-29 12:00:00|UTC|tomorrow midnight|2024-03-01 00:00:00
2024-02-29 12:00:00|UTC|today 16:00|2024-02-29 16:00:00
2024-02-29 12:00:00|UTC|16:00 tomorrow|2024-03-01 00:00:00
2024-02-29 12:00:00|UTC|tomorrow 9:30pm|2024-03-01 21:30:00
2024-02-29 12:00:00|UTC|tomorrow 9:30:15 pm|2024-03-01 21:30:15
2024-02-29 12:00:00|UTC|tomorrow 12am|2024-03-01 00:00:00
2024-02-29 12:00:00|UTC|tomorrow 12pm|2024-03-01 12:00:00
2024-02-29 12:00:00|UTC|tomorrow 12:30am|2024-03-01 00:30:00
2024-02-29 12:00:00|UTC|tomorrow 09am|2024-03-01 09:00:00
2024-02-29 12:00:00|UTC|tomorrow 9 a.m.|2024-03-01 09:00:00
2024-02-29 12:00:00|UTC|Tomorrow 9AM|2024-03-01 09:00:00
2024-02-29 12:00:00|UTC|9am|2024-02-29 09:00:00
2024-02-29 12:00:00|UTC|9 pm|2024-02-29 21:00:00
2024-02-29 12:00:00|UTC|9:30pm|2024-02-29 21:30:00
2024-02-29 12:00:00|UTC|16:00|2024-02-29 16:00:00
2024-02-29 12:00:00|UTC|16:00:30|2024-02-29 16:00:30
2024-02-29 12:00:00|UTC|0:00|2024-02-29 00:00:00
2024-02-29 12:00:00|UTC|23:59:59|2024-02-29 23:59:59
2024-02-29 12:00:00|UTC|monday|2024-03-04 00:00:00
2024-02-29 12:00:00|UTC|wednesday|2024-03-06 00:00:00
2024-02-29 12:00:00|UTC|sunday|2024-03-03 00:00:00
2024-02-29 12:00:00|UTC|wed|2024-03-06 00:00:00
2024-02-29 12:00:00|UTC|sat|2024-03-02 00:00:00
2024-02-29 12:00:00|UTC|next monday|2024-03-04 00:00:00
2024-02-29 12:00:00|UTC|next wednesday|2024-03-06 00:00:00
2024-02-29 12:00:00|UTC|next wednesday 4pm|2024-03-06 16:00:00
2024-02-29 12:00:00|UTC|Next Wednesday 4PM|2024-03-06 16:00:00
2024-02-29 12:00:00|UTC|next sunday|2024-03-03 00:00:00
2024-02-29 12:00:00|UTC|next sat 10:30|2024-03-02 10:30:00
2024-02-29 12:00:00|UTC|last monday|2024-02-26 00:00:00
2024-02-29 12:00:00|UTC|last wednesday|2024-02-28 00:00:00
2024-02-29 12:00:00|UTC|last sunday|2024-02-25 00:00:00
2024-02-29 12:00:00|UTC|previous friday|2024-02-23 00:00:00
2024-02-29 12:00:00|UTC|this wednesday|2024-03-06 00:00:00
2024-02-29 12:00:00|UTC|this monday|2024-03-04 00:00:00
2024-02-29 12:00:00|UTC|this sunday|2024-03-03 00:00:00
2024-02-29 12:00:00|UTC|4pm next wednesday|2024-03-06 00:00:00
2024-02-29 12:00:00|UTC|wednesday 4pm|2024-03-06 16:00:00
2024-02-29 12:00:00|UTC|next week|2024-03-04 12:00:00
2024-02-29 12:00:00|UTC|last week|2024-02-19 12:00:00
2024-02-29 12:00:00|UTC|this week|2024-02-26 12:00:00
2024-02-29 12:00:00|UTC|previous week|2024-02-19 12:00:00
2024-02-29 12:00:00|UTC|monday next week|2024-03-04 00:00:00
2024-02-29 12:00:00|UTC|sunday this week|2024-03-03 00:00:00
2024-02-29 12:00:00|UTC|wednesday last week|2024-02-21 00:00:00
2024-02-29 12:00:00|UTC|next week 9am|2024-03-04 09:00:00
2024-02-29 12:00:00|UTC|next week friday|2024-03-08 00:00:00
2024-02-29 12:00:00|UTC|+1 week|2024-03-07 12:00:00
2024-02-29 12:00:00|UTC|-1 week|2024-02-22 12:00:00
2024-02-29 12:00:00|UTC|+2 weeks|2024-03-14 12:00:00
2024-02-29 12:00:00|UTC|+1 day|2024-03-01 12:00:00
2024-02-29 12:00:00|UTC|-2 days|2024-02-27 12:00:00
2024-02-29 12:00:00|UTC|-2 days 10:00|2024-02-27 10:00:00
2024-02-29 12:00:00|UTC|10:00 -2 days|2024-02-27 10:00:00
2024-02-29 12:00:00|UTC|+1 week 2 days|2024-03-09 12:00:00
2024-02-29 12:00:00|UTC|+1 week 2 days ago|2024-02-20 12:00:00
2024-02-29 12:00:00|UTC|3 days ago|2024-02-26 12:00:00
2024-02-29 12:00:00|UTC|1 day ago|2024-02-28 12:00:00
2024-02-29 12:00:00|UTC|2 weeks ago|2024-02-15 12:00:00
2024-02-29 12:00:00|UTC|3 months ago|2023-11-29 12:00:00
2024-02-29 12:00:00|UTC|+1 fortnight|2024-03-14 12:00:00
2024-02-29 12:00:00|UTC|+36 hours|2024-03-02 00:00:00
2024-02-29 12:00:00|UTC|-90 minutes|2024-02-29 10:30:00
2024-02-29 12:00:00|UTC|+45 mins|2024-02-29 12:45:00
2024-02-29 12:00:00|UTC|+30 secs|2024-02-29 12:00:30
2024-02-29 12:00:00|UTC|1 second ago|2024-02-29 11:59:59
2024-02-29 12:00:00|UTC|+1 month|2024-03-29 12:00:00
2024-02-29 12:00:00|UTC|-1 month|2024-01-29 12:00:00
2024-02-29 12:00:00|UTC|+1 year|2025-03-01 12:00:00
2024-02-29 12:00:00|UTC|-1 year|2023-03-01 12:00:00
2024-02-29 12:00:00|UTC|+13 months|2025-03-29 12:00:00
2024-02-29 12:00:00|UTC|+1 month 9am|2024-03-29 09:00:00
2024-02-29 12:00:00|UTC|+1week|2024-03-07 12:00:00
2024-02-29 12:00:00|UTC|1day|2024-03-01 12:00:00
2024-02-29 12:00:00|UTC|+10 days 14:30|2024-03-10 14:30:00
2024-02-29 12:00:00|UTC|tomorrow +1 week|2024-03-08 00:00:00
2024-02-29 12:00:00|UTC|tomorrow 2 days ago|2024-02-26 00:00:00
2024-02-29 12:00:00|UTC|+2 days tomorrow|2024-03-01 00:00:00
2024-02-29 12:00:00|UTC|next monday +1 week|2024-03-11 00:00:00
2024-02-29 12:00:00|UTC|next month|2024-03-29 12:00:00
2024-02-29 12:00:00|UTC|last month|2024-01-29 12:00:00
2024-02-29 12:00:00|UTC|next year|2025-03-01 12:00:00
2024-02-29 12:00:00|UTC|last year|2023-03-01 12:00:00
2024-02-29 12:00:00|UTC|this month|2024-02-29 12:00:00
2024-02-29 12:00:00|UTC|next day|2024-03-01 12:00:00
2024-02-29 12:00:00|UTC|last day|2024-02-28 12:00:00
2024-02-29 12:00:00|UTC|next hour|2024-02-29 13:00:00
2024-02-29 12:00:00|UTC|next fortnight|2024-03-14 12:00:00
2024-02-29 12:00:00|UTC|first day of next month|2024-03-01 12:00:00
2024-02-29 12:00:00|UTC|last day of next month|2024-03-31 12:00:00
2024-02-29 12:00:00|UTC|first day of last month|2024-01-01 12:00:00
2024-02-29 12:00:00|UTC|last day of last month|2024-01-31 12:00:00
2024-02-29 12:00:00|UTC|first day of this month|2024-02-01 12:00:00
2024-02-29 12:00:00|UTC|last day of this month|2024-02-29 12:00:00
2024-02-29 12:00:00|UTC|first day of|2024-02-01 12:00:00
2024-02-29 12:00:00|UTC|last day of|2024-02-29 12:00:00
2024-02-29 12:00:00|UTC|first day of next month 9am|2024-03-01 09:00:00
2024-02-29 12:00:00|UTC|first day of next month midnight|2024-03-01 00:00:00
2024-02-29 12:00:00|UTC|midnight first day of next month|2024-03-01 00:00:00
2024-02-29 12:00:00|UTC|last day of +1 month|2024-03-31 12:00:00
2024-02-29 12:00:00|UTC|first day of next month +1 week|2024-03-01 12:00:00
2024-02-29 12:00:00|UTC|last day of -1 year|2023-02-28 12:00:00
2024-02-29 12:00:00|UTC|2030-12-05 +1 day|2030-12-06 00:00:00
2024-02-29 12:00:00|UTC|2030-12-05 9am|2030-12-05 09:00:00
2024-02-29 12:00:00|UTC|2030-12-05 10:00 +1 day|2030-12-06 10:00:00
2024-02-29 12:00:00|UTC|2030-12-05 10:00:00 +2 days|2030-12-07 10:00:00
2024-02-29 12:00:00|UTC|2030-12-05 next monday|2030-12-09 00:00:00
2024-02-29 12:00:00|UTC|2030-12-05 tomorrow 9am|2030-12-06 09:00:00
2024-02-29 12:00:00|UTC|2024-02-29 +1 year|2025-03-01 00:00:00
2024-02-29 12:00:00|UTC|2025-01-31 +1 month|2025-03-03 00:00:00
2024-02-29 12:00:00|UTC|2025-01-31 last day of next month|2025-02-28 00:00:00
2024-02-29 12:00:00|UTC|first day of 2030-12-05|2030-12-01 00:00:00
2024-02-29 12:00:00|UTC|9am 10am|refused
2024-02-29 12:00:00|UTC|noon 9am|refused
2024-02-29 12:00:00|UTC|9am noon|2024-02-29 12:00:00
2024-02-29 12:00:00|UTC|16:00 17:00|refused
2024-02-29 12:00:00|UTC|2030-12-05 2030-12-06|refused
2024-02-29 12:00:00|UTC|0am|refused
2024-02-29 12:00:00|UTC|13pm|refused
2024-01-31 10:00:00|Asia/Tokyo|now|2024-01-31 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|today|2024-01-31 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|midnight|2024-01-31 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|noon|2024-01-31 12:00:00
2024-01-31 10:00:00|Asia/Tokyo|tomorrow|2024-02-01 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|yesterday|2024-01-30 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|tomorrow 9am|2024-02-01 09:00:00
2024-01-31 10:00:00|Asia/Tokyo|9am tomorrow|2024-02-01 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|tomorrow noon|2024-02-01 12:00:00
2024-01-31 10:00:00|Asia/Tokyo|noon tomorrow|2024-02-01 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|yesterday noon|2024-01-30 12:00:00
2024-01-31 10:00:00|Asia/Tokyo|tomorrow midnight|2024-02-01 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|today 16:00|2024-01-31 16:00:00
2024-01-31 10:00:00|Asia/Tokyo|16:00 tomorrow|2024-02-01 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|tomorrow 9:30pm|2024-02-01 21:30:00
2024-01-31 10:00:00|Asia/Tokyo|tomorrow 9:30:15 pm|2024-02-01 21:30:15
2024-01-31 10:00:00|Asia/Tokyo|tomorrow 12am|2024-02-01 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|tomorrow 12pm|2024-02-01 12:00:00
2024-01-31 10:00:00|Asia/Tokyo|tomorrow 12:30am|2024-02-01 00:30:00
2024-01-31 10:00:00|Asia/Tokyo|tomorrow 09am|2024-02-01 09:00:00
2024-01-31 10:00:00|Asia/Tokyo|tomorrow 9 a.m.|2024-02-01 09:00:00
2024-01-31 10:00:00|Asia/Tokyo|Tomorrow 9AM|2024-02-01 09:00:00
2024-01-31 10:00:00|Asia/Tokyo|9am|2024-01-31 09:00:00
2024-01-31 10:00:00|Asia/Tokyo|9 pm|2024-01-31 21:00:00
2024-01-31 10:00:00|Asia/Tokyo|9:30pm|2024-01-31 21:30:00
2024-01-31 10:00:00|Asia/Tokyo|16:00|2024-01-31 16:00:00
2024-01-31 10:00:00|Asia/Tokyo|16:00:30|2024-01-31 16:00:30
2024-01-31 10:00:00|Asia/Tokyo|0:00|2024-01-31 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|23:59:59|2024-01-31 23:59:59
2024-01-31 10:00:00|Asia/Tokyo|monday|2024-02-05 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|wednesday|2024-01-31 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|sunday|2024-02-04 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|wed|2024-01-31 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|sat|2024-02-03 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|next monday|2024-02-05 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|next wednesday|2024-02-07 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|next wednesday 4pm|2024-02-07 16:00:00
2024-01-31 10:00:00|Asia/Tokyo|Next Wednesday 4PM|2024-02-07 16:00:00
2024-01-31 10:00:00|Asia/Tokyo|next sunday|2024-02-04 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|next sat 10:30|2024-02-03 10:30:00
2024-01-31 10:00:00|Asia/Tokyo|last monday|2024-01-29 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|last wednesday|2024-01-24 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|last sunday|2024-01-28 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|previous friday|2024-01-26 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|this wednesday|2024-01-31 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|this monday|2024-02-05 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|this sunday|2024-02-04 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|4pm next wednesday|2024-02-07 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|wednesday 4pm|2024-01-31 16:00:00
2024-01-31 10:00:00|Asia/Tokyo|next week|2024-02-05 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|last week|2024-01-22 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|this week|2024-01-29 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|previous week|2024-01-22 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|monday next week|2024-02-05 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|sunday this week|2024-02-04 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|wednesday last week|2024-01-24 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|next week 9am|2024-02-05 09:00:00
2024-01-31 10:00:00|Asia/Tokyo|next week friday|2024-02-09 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|+1 week|2024-02-07 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|-1 week|2024-01-24 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|+2 weeks|2024-02-14 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|+1 day|2024-02-01 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|-2 days|2024-01-29 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|-2 days 10:00|2024-01-29 10:00:00
2024-01-31 10:00:00|Asia/Tokyo|10:00 -2 days|2024-01-29 10:00:00
2024-01-31 10:00:00|Asia/Tokyo|+1 week 2 days|2024-02-09 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|+1 week 2 days ago|2024-01-22 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|3 days ago|2024-01-28 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|1 day ago|2024-01-30 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|2 weeks ago|2024-01-17 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|3 months ago|2023-10-31 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|+1 fortnight|2024-02-14 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|+36 hours|2024-02-02 07:00:00
2024-01-31 10:00:00|Asia/Tokyo|-90 minutes|2024-01-31 17:30:00
2024-01-31 10:00:00|Asia/Tokyo|+45 mins|2024-01-31 19:45:00
2024-01-31 10:00:00|Asia/Tokyo|+30 secs|2024-01-31 19:00:30
2024-01-31 10:00:00|Asia/Tokyo|1 second ago|2024-01-31 18:59:59
2024-01-31 10:00:00|Asia/Tokyo|+1 month|2024-03-02 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|-1 month|2023-12-31 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|+1 year|2025-01-31 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|-1 year|2023-01-31 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|+13 months|2025-03-03 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|+1 month 9am|2024-03-02 09:00:00
2024-01-31 10:00:00|Asia/Tokyo|+1week|2024-02-07 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|1day|2024-02-01 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|+10 days 14:30|2024-02-10 14:30:00
2024-01-31 10:00:00|Asia/Tokyo|tomorrow +1 week|2024-02-08 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|tomorrow 2 days ago|2024-01-28 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|+2 days tomorrow|2024-02-01 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|next monday +1 week|2024-02-12 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|next month|2024-03-02 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|last month|2023-12-31 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|next year|2025-01-31 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|last year|2023-01-31 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|this month|2024-01-31 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|next day|2024-02-01 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|last day|2024-01-30 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|next hour|2024-01-31 20:00:00
2024-01-31 10:00:00|Asia/Tokyo|next fortnight|2024-02-14 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|first day of next month|2024-02-01 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|last day of next month|2024-02-29 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|first day of last month|2023-12-01 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|last day of last month|2023-12-31 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|first day of this month|2024-01-01 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|last day of this month|2024-01-31 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|first day of|2024-01-01 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|last day of|2024-01-31 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|first day of next month 9am|2024-02-01 09:00:00
2024-01-31 10:00:00|Asia/Tokyo|first day of next month midnight|2024-02-01 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|midnight first day of next month|2024-02-01 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|last day of +1 month|2024-02-29 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|first day of next month +1 week|2024-02-01 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|last day of -1 year|2023-01-31 19:00:00
2024-01-31 10:00:00|Asia/Tokyo|2030-12-05 +1 day|2030-12-06 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|2030-12-05 9am|2030-12-05 09:00:00
2024-01-31 10:00:00|Asia/Tokyo|2030-12-05 10:00 +1 day|2030-12-06 10:00:00
2024-01-31 10:00:00|Asia/Tokyo|2030-12-05 10:00:00 +2 days|2030-12-07 10:00:00
2024-01-31 10:00:00|Asia/Tokyo|2030-12-05 next monday|2030-12-09 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|2030-12-05 tomorrow 9am|2030-12-06 09:00:00
2024-01-31 10:00:00|Asia/Tokyo|2024-02-29 +1 year|2025-03-01 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|2025-01-31 +1 month|2025-03-03 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|2025-01-31 last day of next month|2025-02-28 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|first day of 2030-12-05|2030-12-01 00:00:00
2024-01-31 10:00:00|Asia/Tokyo|9am 10am|refused
2024-01-31 10:00:00|Asia/Tokyo|noon 9am|refused
2024-01-31 10:00:00|Asia/Tokyo|9am noon|2024-01-31 12:00:00
2024-01-31 10:00:00|Asia/Tokyo|16:00 17:00|refused
2024-01-31 10:00:00|Asia/Tokyo|2030-12-05 2030-12-06|refused
2024-01-31 10:00:00|Asia/Tokyo|0am|refused
2024-01-31 10:00:00|Asia/Tokyo|13pm|refused
2025-12-31 23:59:59|UTC|now|2025-12-31 23:59:59
2025-12-31 23:59:59|UTC|today|2025-12-31 00:00:00
2025-12-31 23:59:59|UTC|midnight|2025-12-31 00:00:00
2025-12-31 23:59:59|UTC|noon|2025-12-31 12:00:00
2025-12-31 23:59:59|UTC|tomorrow|2026-01-01 00:00:00
2025-12-31 23:59:59|UTC|yesterday|2025-12-30 00:00:00
2025-12-31 23:59:59|UTC|tomorrow 9am|2026-01-01 09:00:00
2025-12-31 23:59:59|UTC|9am tomorrow|2026-01-01 00:00:00
2025-12-31 23:59:59|UTC|tomorrow noon|2026-01-01 12:00:00
2025-12-31 23:59:59|UTC|noon tomorrow|2026-01-01 00:00:00
2025-12-31 23:59:59|UTC|yesterday noon|2025-12-30 12:00:00
2025-12-31 23:59:59|UTC|tomorrow midnight|2026-01-01 00:00:00
2025-12-31 23:59:59|UTC|today 16:00|2025-12-31 16:00:00
2025-12-31 23:59:59|UTC|16:00 tomorrow|2026-01-01 00:00:00
2025-12-31 23:59:59|UTC|tomorrow 9:30pm|2026-01-01 21:30:00
2025-12-31 23:59:59|UTC|tomorrow 9:30:15 pm|2026-01-01 21:30:15
2025-12-31 23:59:59|UTC|tomorrow 12am|2026-01-01 00:00:00
2025-12-31 23:59:59|UTC|tomorrow 12pm|2026-01-01 12:00:00
2025-12-31 23:59:59|UTC|tomorrow 12:30am|2026-01-01 00:30:00
2025-12-31 23:59:59|UTC|tomorrow 09am|2026-01-01 09:00:00
2025-12-31 23:59:59|UTC|tomorrow 9 a.m.|2026-01-01 09:00:00
2025-12-31 23:59:59|UTC|Tomorrow 9AM|2026-01-01 09:00:00
2025-12-31 23:59:59|UTC|9am|2025-12-31 09:00:00
2025-12-31 23:59:59|UTC|9 pm|2025-12-31 21:00:00
2025-12-31 23:59:59|UTC|9:30pm|2025-12-31 21:30:00
2025-12-31 23:59:59|UTC|16:00|2025-12-31 16:00:00
2025-12-31 23:59:59|UTC|16:00:30|2025-12-31 16:00:30
2025-12-31 23:59:59|UTC|0:00|2025-12-31 00:00:00
2025-12-31 23:59:59|UTC|23:59:59|2025-12-31 23:59:59
2025-12-31 23:59:59|UTC|monday|2026-01-05 00:00:00
2025-12-31 23:59:59|UTC|wednesday|2025-12-31 00:00:00
2025-12-31 23:59:59|UTC|sunday|2026-01-04 00:00:00
2025-12-31 23:59:59|UTC|wed|2025-12-31 00:00:00
2025-12-31 23:59:59|UTC|sat|2026-01-03 00:00:00
2025-12-31 23:59:59|UTC|next monday|2026-01-05 00:00:00
2025-12-31 23:59:59|UTC|next wednesday|2026-01-07 00:00:00
2025-12-31 23:59:59|UTC|next wednesday 4pm|2026-01-07 16:00:00
2025-12-31 23:59:59|UTC|Next Wednesday 4PM|2026-01-07 16:00:00
2025-12-31 23:59:59|UTC|next sunday|2026-01-04 00:00:00
2025-12-31 23:59:59|UTC|next sat 10:30|2026-01-03 10:30:00
2025-12-31 23:59:59|UTC|last monday|2025-12-29 00:00:00
2025-12-31 23:59:59|UTC|last wednesday|2025-12-24 00:00:00
2025-12-31 23:59:59|UTC|last sunday|2025-12-28 00:00:00
2025-12-31 23:59:59|UTC|previous friday|2025-12-26 00:00:00
2025-12-31 23:59:59|UTC|this wednesday|2025-12-31 00:00:00
2025-12-31 23:59:59|UTC|this monday|2026-01-05 00:00:00
2025-12-31 23:59:59|UTC|this sunday|2026-01-04 00:00:00
2025-12-31 23:59:59|UTC|4pm next wednesday|2026-01-07 00:00:00
2025-12-31 23:59:59|UTC|wednesday 4pm|2025-12-31 16:00:00
2025-12-31 23:59:59|UTC|next week|2026-01-05 23:59:59
2025-12-31 23:59:59|UTC|last week|2025-12-22 23:59:59
2025-12-31 23:59:59|UTC|this week|2025-12-29 23:59:59
2025-12-31 23:59:59|UTC|previous week|2025-12-22 23:59:59
2025-12-31 23:59:59|UTC|monday next week|2026-01-05 00:00:00
2025-12-31 23:59:59|UTC|sunday this week|2026-01-04 00:00:00
2025-12-31 23:59:59|UTC|wednesday last week|2025-12-24 00:00:00
2025-12-31 23:59:59|UTC|next week 9am|2026-01-05 09:00:00
2025-12-31 23:59:59|UTC|next week friday|2026-01-09 00:00:00
2025-12-31 23:59:59|UTC|+1 week|2026-01-07 23:59:59
2025-12-31 23:59:59|UTC|-1 week|2025-12-24 23:59:59
2025-12-31 23:59:59|UTC|+2 weeks|2026-01-14 23:59:59
2025-12-31 23:59:59|UTC|+1 day|2026-01-01 23:59:59
2025-12-31 23:59:59|UTC|-2 days|2025-12-29 23:59:59
2025-12-31 23:59:59|UTC|-2 days 10:00|2025-12-29 10:00:00
2025-12-31 23:59:59|UTC|10:00 -2 days|2025-12-29 10:00:00
2025-12-31 23:59:59|UTC|+1 week 2 days|2026-01-09 23:59:59
2025-12-31 23:59:59|UTC|+1 week 2 days ago|2025-12-22 23:59:59
2025-12-31 23:59:59|UTC|3 days ago|2025-12-28 23:59:59
2025-12-31 23:59:59|UTC|1 day ago|2025-12-30 23:59:59
2025-12-31 23:59:59|UTC|2 weeks ago|2025-12-17 23:59:59
2025-12-31 23:59:59|UTC|3 months ago|2025-10-01 23:59:59
2025-12-31 23:59:59|UTC|+1 fortnight|2026-01-14 23:59:59
2025-12-31 23:59:59|UTC|+36 hours|2026-01-02 11:59:59
2025-12-31 23:59:59|UTC|-90 minutes|2025-12-31 22:29:59
2025-12-31 23:59:59|UTC|+45 mins|2026-01-01 00:44:59
2025-12-31 23:59:59|UTC|+30 secs|2026-01-01 00:00:29
2025-12-31 23:59:59|UTC|1 second ago|2025-12-31 23:59:58
2025-12-31 23:59:59|UTC|+1 month|2026-01-31 23:59:59
2025-12-31 23:59:59|UTC|-1 month|2025-12-01 23:59:59
2025-12-31 23:59:59|UTC|+1 year|2026-12-31 23:59:59
2025-12-31 23:59:59|UTC|-1 year|2024-12-31 23:59:59
2025-12-31 23:59:59|UTC|+13 months|2027-01-31 23:59:59
2025-12-31 23:59:59|UTC|+1 month 9am|2026-01-31 09:00:00
2025-12-31 23:59:59|UTC|+1week|2026-01-07 23:59:59
2025-12-31 23:59:59|UTC|1day|2026-01-01 23:59:59
2025-12-31 23:59:59|UTC|+10 days 14:30|2026-01-10 14:30:00
2025-12-31 23:59:59|UTC|tomorrow +1 week|2026-01-08 00:00:00
2025-12-31 23:59:59|UTC|tomorrow 2 days ago|2025-12-28 00:00:00
2025-12-31 23:59:59|UTC|+2 days tomorrow|2026-01-01 00:00:00
2025-12-31 23:59:59|UTC|next monday +1 week|2026-01-12 00:00:00
2025-12-31 23:59:59|UTC|next month|2026-01-31 23:59:59
2025-12-31 23:59:59|UTC|last month|2025-12-01 23:59:59
2025-12-31 23:59:59|UTC|next year|2026-12-31 23:59:59
2025-12-31 23:59:59|UTC|last year|2024-12-31 23:59:59
2025-12-31 23:59:59|UTC|this month|2025-12-31 23:59:59
2025-12-31 23:59:59|UTC|next day|2026-01-01 23:59:59
2025-12-31 23:59:59|UTC|last day|2025-12-30 23:59:59
2025-12-31 23:59:59|UTC|next hour|2026-01-01 00:59:59
2025-12-31 23:59:59|UTC|next fortnight|2026-01-14 23:59:59
2025-12-31 23:59:59|UTC|first day of next month|2026-01-01 23:59:59
2025-12-31 23:59:59|UTC|last day of next month|2026-01-31 23:59:59
2025-12-31 23:59:59|UTC|first day of last month|2025-11-01 23:59:59
2025-12-31 23:59:59|UTC|last day of last month|2025-11-30 23:59:59
2025-12-31 23:59:59|UTC|first day of this month|2025-12-01 23:59:59
2025-12-31 23:59:59|UTC|last day of this month|2025-12-31 23:59:59
2025-12-31 23:59:59|UTC|first day of|2025-12-01 23:59:59
2025-12-31 23:59:59|UTC|last day of|2025-12-31 23:59:59
2025-12-31 23:59:59|UTC|first day of next month 9am|2026-01-01 09:00:00
2025-12-31 23:59:59|UTC|first day of next month midnight|2026-01-01 00:00:00
2025-12-31 23:59:59|UTC|midnight first day of next month|2026-01-01 00:00:00
2025-12-31 23:59:59|UTC|last day of +1 month|2026-01-31 23:59:59
2025-12-31 23:59:59|UTC|first day of next month +1 week|2026-01-01 23:59:59
2025-12-31 23:59:59|UTC|last day of -1 year|2024-12-31 23:59:59
2025-12-31 23:59:59|UTC|2030-12-05 +1 day|2030-12-06 00:00:00
2025-12-31 23:59:59|UTC|2030-12-05 9am|2030-12-05 09:00:00
2025-12-31 23:59:59|UTC|2030-12-05 10:00 +1 day|2030-12-06 10:00:00
2025-12-31 23:59:59|UTC|2030-12-05 10:00:00 +2 days|2030-12-07 10:00:00
2025-12-31 23:59:59|UTC|2030-12-05 next monday|2030-12-09 00:00:00
2025-12-31 23:59:59|UTC|2030-12-05 tomorrow 9am|2030-12-06 09:00:00
2025-12-31 23:59:59|UTC|2024-02-29 +1 year|2025-03-01 00:00:00
2025-12-31 23:59:59|UTC|2025-01-31 +1 month|2025-03-03 00:00:00
2025-12-31 23:59:59|UTC|2025-01-31 last day of next month|2025-02-28 00:00:00
2025-12-31 23:59:59|UTC|first day of 2030-12-05|2030-12-01 00:00:00
2025-12-31 23:59:59|UTC|9am 10am|refused
2025-12-31 23:59:59|UTC|noon 9am|refused
2025-12-31 23:59:59|UTC|9am noon|2025-12-31 12:00:00
2025-12-31 23:59:59|UTC|16:00 17:00|refused
2025-12-31 23:59:59|UTC|2030-12-05 2030-12-06|refused
2025-12-31 23:59:59|UTC|0am|refused
2025-12-31 23:59:59|UTC|13pm|refused
2030-01-01 23:30:00|Europe/Paris|now|2030-01-02 00:30:00
2030-01-01 23:30:00|Europe/Paris|today|2030-01-02 00:00:00
2030-01-01 23:30:00|Europe/Paris|midnight|2030-01-02 00:00:00
2030-01-01 23:30:00|Europe/Paris|noon|2030-01-02 12:00:00
2030-01-01 23:30:00|Europe/Paris|tomorrow|2030-01-03 00:00:00
2030-01-01 23:30:00|Europe/Paris|yesterday|2030-01-01 00:00:00
2030-01-01 23:30:00|Europe/Paris|tomorrow 9am|2030-01-03 09:00:00
2030-01-01 23:30:00|Europe/Paris|9am tomorrow|2030-01-03 00:00:00
2030-01-01 23:30:00|Europe/Paris|tomorrow noon|2030-01-03 12:00:00
2030-01-01 23:30:00|Europe/Paris|noon tomorrow|2030-01-03 00:00:00
2030-01-01 23:30:00|Europe/Paris|yesterday noon|2030-01-01 12:00:00
2030-01-01 23:30:00|Europe/Paris|tomorrow midnight|2030-01-03 00:00:00
2030-01-01 23:30:00|Europe/Paris|today 16:00|2030-01-02 16:00:00
2030-01-01 23:30:00|Europe/Paris|16:00 tomorrow|2030-01-03 00:00:00
2030-01-01 23:30:00|Europe/Paris|tomorrow 9:30pm|2030-01-03 21:30:00
2030-01-01 23:30:00|Europe/Paris|tomorrow 9:30:15 pm|2030-01-03 21:30:15
2030-01-01 23:30:00|Europe/Paris|tomorrow 12am|2030-01-03 00:00:00
2030-01-01 23:30:00|Europe/Paris|tomorrow 12pm|2030-01-03 12:00:00
2030-01-01 23:30:00|Europe/Paris|tomorrow 12:30am|2030-01-03 00:30:00
2030-01-01 23:30:00|Europe/Paris|tomorrow 09am|2030-01-03 09:00:00
2030-01-01 23:30:00|Europe/Paris|tomorrow 9 a.m.|2030-01-03 09:00:00
2030-01-01 23:30:00|Europe/Paris|Tomorrow 9AM|2030-01-03 09:00:00
2030-01-01 23:30:00|Europe/Paris|9am|2030-01-02 09:00:00
2030-01-01 23:30:00|Europe/Paris|9 pm|2030-01-02 21:00:00
2030-01-01 23:30:00|Europe/Paris|9:30pm|2030-01-02 21:30:00
2030-01-01 23:30:00|Europe/Paris|16:00|2030-01-02 16:00:00
2030-01-01 23:30:00|Europe/Paris|16:00:30|2030-01-02 16:00:30
2030-01-01 23:30:00|Europe/Paris|0:00|2030-01-02 00:00:00
2030-01-01 23:30:00|Europe/Paris|23:59:59|2030-01-02 23:59:59
2030-01-01 23:30:00|Europe/Paris|monday|2030-01-07 00:00:00
2030-01-01 23:30:00|Europe/Paris|wednesday|2030-01-02 00:00:00
2030-01-01 23:30:00|Europe/Paris|sunday|2030-01-06 00:00:00
2030-01-01 23:30:00|Europe/Paris|wed|2030-01-02 00:00:00
2030-01-01 23:30:00|Europe/Paris|sat|2030-01-05 00:00:00
2030-01-01 23:30:00|Europe/Paris|next monday|2030-01-07 00:00:00
2030-01-01 23:30:00|Europe/Paris|next wednesday|2030-01-09 00:00:00
2030-01-01 23:30:00|Europe/Paris|next wednesday 4pm|2030-01-09 16:00:00
2030-01-01 23:30:00|Europe/Paris|Next Wednesday 4PM|2030-01-09 16:00:00
2030-01-01 23:30:00|Europe/Paris|next sunday|2030-01-06 00:00:00
2030-01-01 23:30:00|Europe/Paris|next sat 10:30|2030-01-05 10:30:00
2030-01-01 23:30:00|Europe/Paris|last monday|2029-12-31 00:00:00
2030-01-01 23:30:00|Europe/Paris|last wednesday|2029-12-26 00:00:00
2030-01-01 23:30:00|Europe/Paris|last sunday|2029-12-30 00:00:00
2030-01-01 23:30:00|Europe/Paris|previous friday|2029-12-28 00:00:00
2030-01-01 23:30:00|Europe/Paris|this wednesday|2030-01-02 00:00:00
2030-01-01 23:30:00|Europe/Paris|this monday|2030-01-07 00:00:00
2030-01-01 23:30:00|Europe/Paris|this sunday|2030-01-06 00:00:00
2030-01-01 23:30:00|Europe/Paris|4pm next wednesday|2030-01-09 00:00:00
2030-01-01 23:30:00|Europe/Paris|wednesday 4pm|2030-01-02 16:00:00
2030-01-01 23:30:00|Europe/Paris|next week|2030-01-07 00:30:00
2030-01-01 23:30:00|Europe/Paris|last week|2029-12-24 00:30:00
2030-01-01 23:30:00|Europe/Paris|this week|2029-12-31 00:30:00
2030-01-01 23:30:00|Europe/Paris|previous week|2029-12-24 00:30:00
2030-01-01 23:30:00|Europe/Paris|monday next week|2030-01-07 00:00:00
2030-01-01 23:30:00|Europe/Paris|sunday this week|2030-01-06 00:00:00
2030-01-01 23:30:00|Europe/Paris|wednesday last week|2029-12-26 00:00:00
2030-01-01 23:30:00|Europe/Paris|next week 9am|2030-01-07 09:00:00
2030-01-01 23:30:00|Europe/Paris|next week friday|2030-01-11 00:00:00
2030-01-01 23:30:00|Europe/Paris|+1 week|2030-01-09 00:30:00
2030-01-01 23:30:00|Europe/Paris|-1 week|2029-12-26 00:30:00
2030-01-01 23:30:00|Europe/Paris|+2 weeks|2030-01-16 00:30:00
2030-01-01 23:30:00|Europe/Paris|+1 day|2030-01-03 00:30:00
2030-01-01 23:30:00|Europe/Paris|-2 days|2029-12-31 00:30:00
2030-01-01 23:30:00|Europe/Paris|-2 days 10:00|2029-12-31 10:00:00
2030-01-01 23:30:00|Europe/Paris|10:00 -2 days|2029-12-31 10:00:00
2030-01-01 23:30:00|Europe/Paris|+1 week 2 days|2030-01-11 00:30:00
2030-01-01 23:30:00|Europe/Paris|+1 week 2 days ago|2029-12-24 00:30:00
2030-01-01 23:30:00|Europe/Paris|3 days ago|2029-12-30 00:30:00
2030-01-01 23:30:00|Europe/Paris|1 day ago|2030-01-01 00:30:00
2030-01-01 23:30:00|Europe/Paris|2 weeks ago|2029-12-19 00:30:00
2030-01-01 23:30:00|Europe/Paris|3 months ago|2029-10-02 00:30:00
2030-01-01 23:30:00|Europe/Paris|+1 fortnight|2030-01-16 00:30:00
2030-01-01 23:30:00|Europe/Paris|+36 hours|2030-01-03 12:30:00
2030-01-01 23:30:00|Europe/Paris|-90 minutes|2030-01-01 23:00:00
2030-01-01 23:30:00|Europe/Paris|+45 mins|2030-01-02 01:15:00
2030-01-01 23:30:00|Europe/Paris|+30 secs|2030-01-02 00:30:30
2030-01-01 23:30:00|Europe/Paris|1 second ago|2030-01-02 00:29:59
2030-01-01 23:30:00|Europe/Paris|+1 month|2030-02-02 00:30:00
2030-01-01 23:30:00|Europe/Paris|-1 month|2029-12-02 00:30:00
2030-01-01 23:30:00|Europe/Paris|+1 year|2031-01-02 00:30:00
2030-01-01 23:30:00|Europe/Paris|-1 year|2029-01-02 00:30:00
2030-01-01 23:30:00|Europe/Paris|+13 months|2031-02-02 00:30:00
2030-01-01 23:30:00|Europe/Paris|+1 month 9am|2030-02-02 09:00:00
2030-01-01 23:30:00|Europe/Paris|+1week|2030-01-09 00:30:00
2030-01-01 23:30:00|Europe/Paris|1day|2030-01-03 00:30:00
2030-01-01 23:30:00|Europe/Paris|+10 days 14:30|2030-01-12 14:30:00
2030-01-01 23:30:00|Europe/Paris|tomorrow +1 week|2030-01-10 00:00:00
2030-01-01 23:30:00|Europe/Paris|tomorrow 2 days ago|2029-12-30 00:00:00
2030-01-01 23:30:00|Europe/Paris|+2 days tomorrow|2030-01-03 00:00:00
2030-01-01 23:30:00|Europe/Paris|next monday +1 week|2030-01-14 00:00:00
2030-01-01 23:30:00|Europe/Paris|next month|2030-02-02 00:30:00
2030-01-01 23:30:00|Europe/Paris|last month|2029-12-02 00:30:00
2030-01-01 23:30:00|Europe/Paris|next year|2031-01-02 00:30:00
2030-01-01 23:30:00|Europe/Paris|last year|2029-01-02 00:30:00
2030-01-01 23:30:00|Europe/Paris|this month|2030-01-02 00:30:00
2030-01-01 23:30:00|Europe/Paris|next day|2030-01-03 00:30:00
2030-01-01 23:30:00|Europe/Paris|last day|2030-01-01 00:30:00
2030-01-01 23:30:00|Europe/Paris|next hour|2030-01-02 01:30:00
2030-01-01 23:30:00|Europe/Paris|next fortnight|2030-01-16 00:30:00
2030-01-01 23:30:00|Europe/Paris|first day of next month|2030-02-01 00:30:00
2030-01-01 23:30:00|Europe/Paris|last day of next month|2030-02-28 00:30:00
2030-01-01 23:30:00|Europe/Paris|first day of last month|2029-12-01 00:30:00
2030-01-01 23:30:00|Europe/Paris|last day of last month|2029-12-31 00:30:00
2030-01-01 23:30:00|Europe/Paris|first day of this month|2030-01-01 00:30:00
2030-01-01 23:30:00|Europe/Paris|last day of this month|2030-01-31 00:30:00
2030-01-01 23:30:00|Europe/Paris|first day of|2030-01-01 00:30:00
2030-01-01 23:30:00|Europe/Paris|last day of|2030-01-31 00:30:00
2030-01-01 23:30:00|Europe/Paris|first day of next month 9am|2030-02-01 09:00:00
2030-01-01 23:30:00|Europe/Paris|first day of next month midnight|2030-02-01 00:00:00
2030-01-01 23:30:00|Europe/Paris|midnight first day of next month|2030-02-01 00:00:00
2030-01-01 23:30:00|Europe/Paris|last day of +1 month|2030-02-28 00:30:00
2030-01-01 23:30:00|Europe/Paris|first day of next month +1 week|2030-02-01 00:30:00
2030-01-01 23:30:00|Europe/Paris|last day of -1 year|2029-01-31 00:30:00
2030-01-01 23:30:00|Europe/Paris|2030-12-05 +1 day|2030-12-06 00:00:00
2030-01-01 23:30:00|Europe/Paris|2030-12-05 9am|2030-12-05 09:00:00
2030-01-01 23:30:00|Europe/Paris|2030-12-05 10:00 +1 day|2030-12-06 10:00:00
2030-01-01 23:30:00|Europe/Paris|2030-12-05 10:00:00 +2 days|2030-12-07 10:00:00
2030-01-01 23:30:00|Europe/Paris|2030-12-05 next monday|2030-12-09 00:00:00
2030-01-01 23:30:00|Europe/Paris|2030-12-05 tomorrow 9am|2030-12-06 09:00:00
2030-01-01 23:30:00|Europe/Paris|2024-02-29 +1 year|2025-03-01 00:00:00
2030-01-01 23:30:00|Europe/Paris|2025-01-31 +1 month|2025-03-03 00:00:00
2030-01-01 23:30:00|Europe/Paris|2025-01-31 last day of next month|2025-02-28 00:00:00
2030-01-01 23:30:00|Europe/Paris|first day of 2030-12-05|2030-12-01 00:00:00
2030-01-01 23:30:00|Europe/Paris|9am 10am|refused
2030-01-01 23:30:00|Europe/Paris|noon 9am|refused
2030-01-01 23:30:00|Europe/Paris|9am noon|2030-01-02 12:00:00
2030-01-01 23:30:00|Europe/Paris|16:00 17:00|refused
2030-01-01 23:30:00|Europe/Paris|2030-12-05 2030-12-06|refused
2030-01-01 23:30:00|Europe/Paris|0am|refused
2030-01-01 23:30:00|Europe/Paris|13pm|refused
2025-06-15 10:00:00|UTC+5:30|now|2025-06-15 15:30:00
2025-06-15 10:00:00|UTC+5:30|today|2025-06-15 00:00:00
2025-06-15 10:00:00|UTC+5:30|midnight|2025-06-15 00:00:00
2025-06-15 10:00:00|UTC+5:30|noon|2025-06-15 12:00:00
2025-06-15 10:00:00|UTC+5:30|tomorrow|2025-06-16 00:00:00
2025-06-15 10:00:00|UTC+5:30|yesterday|2025-06-14 00:00:00
2025-06-15 10:00:00|UTC+5:30|tomorrow 9am|2025-06-16 09:00:00
2025-06-15 10:00:00|UTC+5:30|9am tomorrow|2025-06-16 00:00:00
2025-06-15 10:00:00|UTC+5:30|tomorrow noon|2025-06-16 12:00:00
2025-06-15 10:00:00|UTC+5:30|noon tomorrow|2025-06-16 00:00:00
2025-06-15 10:00:00|UTC+5:30|yesterday noon|2025-06-14 12:00:00
2025-06-15 10:00:00|UTC+5:30|tomorrow midnight|2025-06-16 00:00:00
2025-06-15 10:00:00|UTC+5:30|today 16:00|2025-06-15 16:00:00
2025-06-15 10:00:00|UTC+5:30|16:00 tomorrow|2025-06-16 00:00:00
2025-06-15 10:00:00|UTC+5:30|tomorrow 9:30pm|2025-06-16 21:30:00
2025-06-15 10:00:00|UTC+5:30|tomorrow 9:30:15 pm|2025-06-16 21:30:15
2025-06-15 10:00:00|UTC+5:30|tomorrow 12am|2025-06-16 00:00:00
2025-06-15 10:00:00|UTC+5:30|tomorrow 12pm|2025-06-16 12:00:00
2025-06-15 10:00:00|UTC+5:30|tomorrow 12:30am|2025-06-16 00:30:00
2025-06-15 10:00:00|UTC+5:30|tomorrow 09am|2025-06-16 09:00:00
2025-06-15 10:00:00|UTC+5:30|tomorrow 9 a.m.|2025-06-16 09:00:00
2025-06-15 10:00:00|UTC+5:30|Tomorrow 9AM|2025-06-16 09:00:00
2025-06-15 10:00:00|UTC+5:30|9am|2025-06-15 09:00:00
2025-06-15 10:00:00|UTC+5:30|9 pm|2025-06-15 21:00:00
2025-06-15 10:00:00|UTC+5:30|9:30pm|2025-06-15 21:30:00
2025-06-15 10:00:00|UTC+5:30|16:00|2025-06-15 16:00:00
2025-06-15 10:00:00|UTC+5:30|16:00:30|2025-06-15 16:00:30
2025-06-15 10:00:00|UTC+5:30|0:00|2025-06-15 00:00:00
2025-06-15 10:00:00|UTC+5:30|23:59:59|2025-06-15 23:59:59
2025-06-15 10:00:00|UTC+5:30|monday|2025-06-16 00:00:00
2025-06-15 10:00:00|UTC+5:30|wednesday|2025-06-18 00:00:00
2025-06-15 10:00:00|UTC+5:30|sunday|2025-06-15 00:00:00
2025-06-15 10:00:00|UTC+5:30|wed|2025-06-18 00:00:00
2025-06-15 10:00:00|UTC+5:30|sat|2025-06-21 00:00:00
2025-06-15 10:00:00|UTC+5:30|next monday|2025-06-16 00:00:00
2025-06-15 10:00:00|UTC+5:30|next wednesday|2025-06-18 00:00:00
2025-06-15 10:00:00|UTC+5:30|next wednesday 4pm|2025-06-18 16:00:00
2025-06-15 10:00:00|UTC+5:30|Next Wednesday 4PM|2025-06-18 16:00:00
2025-06-15 10:00:00|UTC+5:30|next sunday|2025-06-22 00:00:00
2025-06-15 10:00:00|UTC+5:30|next sat 10:30|2025-06-21 10:30:00
2025-06-15 10:00:00|UTC+5:30|last monday|2025-06-09 00:00:00
2025-06-15 10:00:00|UTC+5:30|last wednesday|2025-06-11 00:00:00
2025-06-15 10:00:00|UTC+5:30|last sunday|2025-06-08 00:00:00
2025-06-15 10:00:00|UTC+5:30|previous friday|2025-06-13 00:00:00
2025-06-15 10:00:00|UTC+5:30|this wednesday|2025-06-18 00:00:00
2025-06-15 10:00:00|UTC+5:30|this monday|2025-06-16 00:00:00
2025-06-15 10:00:00|UTC+5:30|this sunday|2025-06-15 00:00:00
2025-06-15 10:00:00|UTC+5:30|4pm next wednesday|2025-06-18 00:00:00
2025-06-15 10:00:00|UTC+5:30|wednesday 4pm|2025-06-18 16:00:00
2025-06-15 10:00:00|UTC+5:30|next week|2025-06-16 15:30:00
2025-06-15 10:00:00|UTC+5:30|last week|2025-06-02 15:30:00
2025-06-15 10:00:00|UTC+5:30|this week|2025-06-09 15:30:00
2025-06-15 10:00:00|UTC+5:30|previous week|2025-06-02 15:30:00
2025-06-15 10:00:00|UTC+5:30|monday next week|2025-06-16 00:00:00
2025-06-15 10:00:00|UTC+5:30|sunday this week|2025-06-15 00:00:00
2025-06-15 10:00:00|UTC+5:30|wednesday last week|2025-06-04 00:00:00
2025-06-15 10:00:00|UTC+5:30|next week 9am|2025-06-16 09:00:00
2025-06-15 10:00:00|UTC+5:30|next week friday|2025-06-20 00:00:00
2025-06-15 10:00:00|UTC+5:30|+1 week|2025-06-22 15:30:00
2025-06-15 10:00:00|UTC+5:30|-1 week|2025-06-08 15:30:00
2025-06-15 10:00:00|UTC+5:30|+2 weeks|2025-06-29 15:30:00
2025-06-15 10:00:00|UTC+5:30|+1 day|2025-06-16 15:30:00
2025-06-15 10:00:00|UTC+5:30|-2 days|2025-06-13 15:30:00
2025-06-15 10:00:00|UTC+5:30|-2 days 10:00|2025-06-13 10:00:00
2025-06-15 10:00:00|UTC+5:30|10:00 -2 days|2025-06-13 10:00:00
2025-06-15 10:00:00|UTC+5:30|+1 week 2 days|2025-06-24 15:30:00
2025-06-15 10:00:00|UTC+5:30|+1 week 2 days ago|2025-06-06 15:30:00
2025-06-15 10:00:00|UTC+5:30|3 days ago|2025-06-12 15:30:00
2025-06-15 10:00:00|UTC+5:30|1 day ago|2025-06-14 15:30:00
2025-06-15 10:00:00|UTC+5:30|2 weeks ago|2025-06-01 15:30:00
2025-06-15 10:00:00|UTC+5:30|3 months ago|2025-03-15 15:30:00
2025-06-15 10:00:00|UTC+5:30|+1 fortnight|2025-06-29 15:30:00
2025-06-15 10:00:00|UTC+5:30|+36 hours|2025-06-17 03:30:00
2025-06-15 10:00:00|UTC+5:30|-90 minutes|2025-06-15 14:00:00
2025-06-15 10:00:00|UTC+5:30|+45 mins|2025-06-15 16:15:00
2025-06-15 10:00:00|UTC+5:30|+30 secs|2025-06-15 15:30:30
2025-06-15 10:00:00|UTC+5:30|1 second ago|2025-06-15 15:29:59
2025-06-15 10:00:00|UTC+5:30|+1 month|2025-07-15 15:30:00
2025-06-15 10:00:00|UTC+5:30|-1 month|2025-05-15 15:30:00
2025-06-15 10:00:00|UTC+5:30|+1 year|2026-06-15 15:30:00
2025-06-15 10:00:00|UTC+5:30|-1 year|2024-06-15 15:30:00
2025-06-15 10:00:00|UTC+5:30|+13 months|2026-07-15 15:30:00
2025-06-15 10:00:00|UTC+5:30|+1 month 9am|2025-07-15 09:00:00
2025-06-15 10:00:00|UTC+5:30|+1week|2025-06-22 15:30:00
2025-06-15 10:00:00|UTC+5:30|1day|2025-06-16 15:30:00
2025-06-15 10:00:00|UTC+5:30|+10 days 14:30|2025-06-25 14:30:00
2025-06-15 10:00:00|UTC+5:30|tomorrow +1 week|2025-06-23 00:00:00
2025-06-15 10:00:00|UTC+5:30|tomorrow 2 days ago|2025-06-12 00:00:00
2025-06-15 10:00:00|UTC+5:30|+2 days tomorrow|2025-06-16 00:00:00
2025-06-15 10:00:00|UTC+5:30|next monday +1 week|2025-06-23 00:00:00
2025-06-15 10:00:00|UTC+5:30|next month|2025-07-15 15:30:00
2025-06-15 10:00:00|UTC+5:30|last month|2025-05-15 15:30:00
2025-06-15 10:00:00|UTC+5:30|next year|2026-06-15 15:30:00
2025-06-15 10:00:00|UTC+5:30|last year|2024-06-15 15:30:00
2025-06-15 10:00:00|UTC+5:30|this month|2025-06-15 15:30:00
2025-06-15 10:00:00|UTC+5:30|next day|2025-06-16 15:30:00
2025-06-15 10:00:00|UTC+5:30|last day|2025-06-14 15:30:00
2025-06-15 10:00:00|UTC+5:30|next hour|2025-06-15 16:30:00
2025-06-15 10:00:00|UTC+5:30|next fortnight|2025-06-29 15:30:00
2025-06-15 10:00:00|UTC+5:30|first day of next month|2025-07-01 15:30:00
2025-06-15 10:00:00|UTC+5:30|last day of next month|2025-07-31 15:30:00
2025-06-15 10:00:00|UTC+5:30|first day of last month|2025-05-01 15:30:00
2025-06-15 10:00:00|UTC+5:30|last day of last month|2025-05-31 15:30:00
2025-06-15 10:00:00|UTC+5:30|first day of this month|2025-06-01 15:30:00
2025-06-15 10:00:00|UTC+5:30|last day of this month|2025-06-30 15:30:00
2025-06-15 10:00:00|UTC+5:30|first day of|2025-06-01 15:30:00
2025-06-15 10:00:00|UTC+5:30|last day of|2025-06-30 15:30:00
2025-06-15 10:00:00|UTC+5:30|first day of next month 9am|2025-07-01 09:00:00
2025-06-15 10:00:00|UTC+5:30|first day of next month midnight|2025-07-01 00:00:00
2025-06-15 10:00:00|UTC+5:30|midnight first day of next month|2025-07-01 00:00:00
2025-06-15 10:00:00|UTC+5:30|last day of +1 month|2025-07-31 15:30:00
2025-06-15 10:00:00|UTC+5:30|first day of next month +1 week|2025-07-01 15:30:00
2025-06-15 10:00:00|UTC+5:30|last day of -1 year|2024-06-30 15:30:00
2025-06-15 10:00:00|UTC+5:30|2030-12-05 +1 day|2030-12-06 00:00:00
2025-06-15 10:00:00|UTC+5:30|2030-12-05 9am|2030-12-05 09:00:00
2025-06-15 10:00:00|UTC+5:30|2030-12-05 10:00 +1 day|2030-12-06 10:00:00
2025-06-15 10:00:00|UTC+5:30|2030-12-05 10:00:00 +2 days|2030-12-07 10:00:00
2025-06-15 10:00:00|UTC+5:30|2030-12-05 next monday|2030-12-09 00:00:00
2025-06-15 10:00:00|UTC+5:30|2030-12-05 tomorrow 9am|2030-12-06 09:00:00
2025-06-15 10:00:00|UTC+5:30|2024-02-29 +1 year|2025-03-01 00:00:00
2025-06-15 10:00:00|UTC+5:30|2025-01-31 +1 month|2025-03-03 00:00:00
2025-06-15 10:00:00|UTC+5:30|2025-01-31 last day of next month|2025-02-28 00:00:00
2025-06-15 10:00:00|UTC+5:30|first day of 2030-12-05|2030-12-01 00:00:00
2025-06-15 10:00:00|UTC+5:30|9am 10am|refused
2025-06-15 10:00:00|UTC+5:30|noon 9am|refused
2025-06-15 10:00:00|UTC+5:30|9am noon|2025-06-15 12:00:00
2025-06-15 10:00:00|UTC+5:30|16:00 17:00|refused
2025-06-15 10:00:00|UTC+5:30|2030-12-05 2030-12-06|refused
2025-06-15 10:00:00|UTC+5:30|0am|refused
2025-06-15 10:00:00|UTC+5:30|13pm|refused
2025-08-31 20:00:00|UTC-3|now|2025-08-31 17:00:00
2025-08-31 20:00:00|UTC-3|today|2025-08-31 00:00:00
2025-08-31 20:00:00|UTC-3|midnight|2025-08-31 00:00:00
2025-08-31 20:00:00|UTC-3|noon|2025-08-31 12:00:00
2025-08-31 20:00:00|UTC-3|tomorrow|2025-09-01 00:00:00
2025-08-31 20:00:00|UTC-3|yesterday|2025-08-30 00:00:00
2025-08-31 20:00:00|UTC-3|tomorrow 9am|2025-09-01 09:00:00
2025-08-31 20:00:00|UTC-3|9am tomorrow|2025-09-01 00:00:00
2025-08-31 20:00:00|UTC-3|tomorrow noon|2025-09-01 12:00:00
2025-08-31 20:00:00|UTC-3|noon tomorrow|2025-09-01 00:00:00
2025-08-31 20:00:00|UTC-3|yesterday noon|2025-08-30 12:00:00
2025-08-31 20:00:00|UTC-3|tomorrow midnight|2025-09-01 00:00:00
2025-08-31 20:00:00|UTC-3|today 16:00|2025-08-31 16:00:00
2025-08-31 20:00:00|UTC-3|16:00 tomorrow|2025-09-01 00:00:00
2025-08-31 20:00:00|UTC-3|tomorrow 9:30pm|2025-09-01 21:30:00
2025-08-31 20:00:00|UTC-3|tomorrow 9:30:15 pm|2025-09-01 21:30:15
2025-08-31 20:00:00|UTC-3|tomorrow 12am|2025-09-01 00:00:00
2025-08-31 20:00:00|UTC-3|tomorrow 12pm|2025-09-01 12:00:00
2025-08-31 20:00:00|UTC-3|tomorrow 12:30am|2025-09-01 00:30:00
2025-08-31 20:00:00|UTC-3|tomorrow 09am|2025-09-01 09:00:00
2025-08-31 20:00:00|UTC-3|tomorrow 9 a.m.|2025-09-01 09:00:00
2025-08-31 20:00:00|UTC-3|Tomorrow 9AM|2025-09-01 09:00:00
2025-08-31 20:00:00|UTC-3|9am|2025-08-31 09:00:00
2025-08-31 20:00:00|UTC-3|9 pm|2025-08-31 21:00:00
2025-08-31 20:00:00|UTC-3|9:30pm|2025-08-31 21:30:00
2025-08-31 20:00:00|UTC-3|16:00|2025-08-31 16:00:00
2025-08-31 20:00:00|UTC-3|16:00:30|2025-08-31 16:00:30
2025-08-31 20:00:00|UTC-3|0:00|2025-08-31 00:00:00
2025-08-31 20:00:00|UTC-3|23:59:59|2025-08-31 23:59:59
2025-08-31 20:00:00|UTC-3|monday|2025-09-01 00:00:00
2025-08-31 20:00:00|UTC-3|wednesday|2025-09-03 00:00:00
2025-08-31 20:00:00|UTC-3|sunday|2025-08-31 00:00:00
2025-08-31 20:00:00|UTC-3|wed|2025-09-03 00:00:00
2025-08-31 20:00:00|UTC-3|sat|2025-09-06 00:00:00
2025-08-31 20:00:00|UTC-3|next monday|2025-09-01 00:00:00
2025-08-31 20:00:00|UTC-3|next wednesday|2025-09-03 00:00:00
2025-08-31 20:00:00|UTC-3|next wednesday 4pm|2025-09-03 16:00:00
2025-08-31 20:00:00|UTC-3|Next Wednesday 4PM|2025-09-03 16:00:00
2025-08-31 20:00:00|UTC-3|next sunday|2025-09-07 00:00:00
2025-08-31 20:00:00|UTC-3|next sat 10:30|2025-09-06 10:30:00
2025-08-31 20:00:00|UTC-3|last monday|2025-08-25 00:00:00
2025-08-31 20:00:00|UTC-3|last wednesday|2025-08-27 00:00:00
2025-08-31 20:00:00|UTC-3|last sunday|2025-08-24 00:00:00
2025-08-31 20:00:00|UTC-3|previous friday|2025-08-29 00:00:00
2025-08-31 20:00:00|UTC-3|this wednesday|2025-09-03 00:00:00
2025-08-31 20:00:00|UTC-3|this monday|2025-09-01 00:00:00
2025-08-31 20:00:00|UTC-3|this sunday|2025-08-31 00:00:00
2025-08-31 20:00:00|UTC-3|4pm next wednesday|2025-09-03 00:00:00
2025-08-31 20:00:00|UTC-3|wednesday 4pm|2025-09-03 16:00:00
2025-08-31 20:00:00|UTC-3|next week|2025-09-01 17:00:00
2025-08-31 20:00:00|UTC-3|last week|2025-08-18 17:00:00
2025-08-31 20:00:00|UTC-3|this week|2025-08-25 17:00:00
2025-08-31 20:00:00|UTC-3|previous week|2025-08-18 17:00:00
2025-08-31 20:00:00|UTC-3|monday next week|2025-09-01 00:00:00
2025-08-31 20:00:00|UTC-3|sunday this week|2025-08-31 00:00:00
2025-08-31 20:00:00|UTC-3|wednesday last week|2025-08-20 00:00:00
2025-08-31 20:00:00|UTC-3|next week 9am|2025-09-01 09:00:00
2025-08-31 20:00:00|UTC-3|next week friday|2025-09-05 00:00:00
2025-08-31 20:00:00|UTC-3|+1 week|2025-09-07 17:00:00
2025-08-31 20:00:00|UTC-3|-1 week|2025-08-24 17:00:00
2025-08-31 20:00:00|UTC-3|+2 weeks|2025-09-14 17:00:00
2025-08-31 20:00:00|UTC-3|+1 day|2025-09-01 17:00:00
2025-08-31 20:00:00|UTC-3|-2 days|2025-08-29 17:00:00
2025-08-31 20:00:00|UTC-3|-2 days 10:00|2025-08-29 10:00:00
2025-08-31 20:00:00|UTC-3|10:00 -2 days|2025-08-29 10:00:00
2025-08-31 20:00:00|UTC-3|+1 week 2 days|2025-09-09 17:00:00
2025-08-31 20:00:00|UTC-3|+1 week 2 days ago|2025-08-22 17:00:00
2025-08-31 20:00:00|UTC-3|3 days ago|2025-08-28 17:00:00
2025-08-31 20:00:00|UTC-3|1 day ago|2025-08-30 17:00:00
2025-08-31 20:00:00|UTC-3|2 weeks ago|2025-08-17 17:00:00
2025-08-31 20:00:00|UTC-3|3 months ago|2025-05-31 17:00:00
2025-08-31 20:00:00|UTC-3|+1 fortnight|2025-09-14 17:00:00
2025-08-31 20:00:00|UTC-3|+36 hours|2025-09-02 05:00:00
2025-08-31 20:00:00|UTC-3|-90 minutes|2025-08-31 15:30:00
2025-08-31 20:00:00|UTC-3|+45 mins|2025-08-31 17:45:00
2025-08-31 20:00:00|UTC-3|+30 secs|2025-08-31 17:00:30
2025-08-31 20:00:00|UTC-3|1 second ago|2025-08-31 16:59:59
2025-08-31 20:00:00|UTC-3|+1 month|2025-10-01 17:00:00
2025-08-31 20:00:00|UTC-3|-1 month|2025-07-31 17:00:00
2025-08-31 20:00:00|UTC-3|+1 year|2026-08-31 17:00:00
2025-08-31 20:00:00|UTC-3|-1 year|2024-08-31 17:00:00
2025-08-31 20:00:00|UTC-3|+13 months|2026-10-01 17:00:00
2025-08-31 20:00:00|UTC-3|+1 month 9am|2025-10-01 09:00:00
2025-08-31 20:00:00|UTC-3|+1week|2025-09-07 17:00:00
2025-08-31 20:00:00|UTC-3|1day|2025-09-01 17:00:00
2025-08-31 20:00:00|UTC-3|+10 days 14:30|2025-09-10 14:30:00
2025-08-31 20:00:00|UTC-3|tomorrow +1 week|2025-09-08 00:00:00
2025-08-31 20:00:00|UTC-3|tomorrow 2 days ago|2025-08-28 00:00:00
2025-08-31 20:00:00|UTC-3|+2 days tomorrow|2025-09-01 00:00:00
2025-08-31 20:00:00|UTC-3|next monday +1 week|2025-09-08 00:00:00
2025-08-31 20:00:00|UTC-3|next month|2025-10-01 17:00:00
2025-08-31 20:00:00|UTC-3|last month|2025-07-31 17:00:00
2025-08-31 20:00:00|UTC-3|next year|2026-08-31 17:00:00
2025-08-31 20:00:00|UTC-3|last year|2024-08-31 17:00:00
2025-08-31 20:00:00|UTC-3|this month|2025-08-31 17:00:00
2025-08-31 20:00:00|UTC-3|next day|2025-09-01 17:00:00
2025-08-31 20:00:00|UTC-3|last day|2025-08-30 17:00:00
2025-08-31 20:00:00|UTC-3|next hour|2025-08-31 18:00:00
2025-08-31 20:00:00|UTC-3|next fortnight|2025-09-14 17:00:00
2025-08-31 20:00:00|UTC-3|first day of next month|2025-09-01 17:00:00
2025-08-31 20:00:00|UTC-3|last day of next month|2025-09-30 17:00:00
2025-08-31 20:00:00|UTC-3|first day of last month|2025-07-01 17:00:00
2025-08-31 20:00:00|UTC-3|last day of last month|2025-07-31 17:00:00
2025-08-31 20:00:00|UTC-3|first day of this month|2025-08-01 17:00:00
2025-08-31 20:00:00|UTC-3|last day of this month|2025-08-31 17:00:00
2025-08-31 20:00:00|UTC-3|first day of|2025-08-01 17:00:00
2025-08-31 20:00:00|UTC-3|last day of|2025-08-31 17:00:00
2025-08-31 20:00:00|UTC-3|first day of next month 9am|2025-09-01 09:00:00
2025-08-31 20:00:00|UTC-3|first day of next month midnight|2025-09-01 00:00:00
2025-08-31 20:00:00|UTC-3|midnight first day of next month|2025-09-01 00:00:00
2025-08-31 20:00:00|UTC-3|last day of +1 month|2025-09-30 17:00:00
2025-08-31 20:00:00|UTC-3|first day of next month +1 week|2025-09-01 17:00:00
2025-08-31 20:00:00|UTC-3|last day of -1 year|2024-08-31 17:00:00
2025-08-31 20:00:00|UTC-3|2030-12-05 +1 day|2030-12-06 00:00:00
2025-08-31 20:00:00|UTC-3|2030-12-05 9am|2030-12-05 09:00:00
2025-08-31 20:00:00|UTC-3|2030-12-05 10:00 +1 day|2030-12-06 10:00:00
2025-08-31 20:00:00|UTC-3|2030-12-05 10:00:00 +2 days|2030-12-07 10:00:00
2025-08-31 20:00:00|UTC-3|2030-12-05 next monday|2030-12-09 00:00:00
2025-08-31 20:00:00|UTC-3|2030-12-05 tomorrow 9am|2030-12-06 09:00:00
2025-08-31 20:00:00|UTC-3|2024-02-29 +1 year|2025-03-01 00:00:00
2025-08-31 20:00:00|UTC-3|2025-01-31 +1 month|2025-03-03 00:00:00
2025-08-31 20:00:00|UTC-3|2025-01-31 last day of next month|2025-02-28 00:00:00
2025-08-31 20:00:00|UTC-3|first day of 2030-12-05|2030-12-01 00:00:00
2025-08-31 20:00:00|UTC-3|9am 10am|refused
2025-08-31 20:00:00|UTC-3|noon 9am|refused
2025-08-31 20:00:00|UTC-3|9am noon|2025-08-31 12:00:00
2025-08-31 20:00:00|UTC-3|16:00 17:00|refused
2025-08-31 20:00:00|UTC-3|2030-12-05 2030-12-06|refused
2025-08-31 20:00:00|UTC-3|0am|refused
2025-08-31 20:00:00|UTC-3|13pm|refused
2025-03-29 12:00:00|Europe/Paris|now|2025-03-29 13:00:00
2025-03-29 12:00:00|Europe/Paris|today|2025-03-29 00:00:00
2025-03-29 12:00:00|Europe/Paris|midnight|2025-03-29 00:00:00
2025-03-29 12:00:00|Europe/Paris|tomorrow|2025-03-30 00:00:00
2025-03-29 12:00:00|Europe/Paris|yesterday|2025-03-28 00:00:00
2025-03-29 12:00:00|Europe/Paris|noon|2025-03-29 12:00:00
2025-03-29 12:00:00|Europe/Paris|tomorrow 2:30am|2025-03-30 03:30:00
2025-03-29 12:00:00|Europe/Paris|tomorrow 2am|2025-03-30 03:00:00
2025-03-29 12:00:00|Europe/Paris|tomorrow 3am|2025-03-30 03:00:00
2025-03-29 12:00:00|Europe/Paris|today 2:30am|2025-03-29 02:30:00
2025-03-29 12:00:00|Europe/Paris|2:30am|2025-03-29 02:30:00
2025-03-29 12:00:00|Europe/Paris|1:30am|2025-03-29 01:30:00
2025-03-29 12:00:00|Europe/Paris|+1 hour|2025-03-29 14:00:00
2025-03-29 12:00:00|Europe/Paris|-1 hour|2025-03-29 12:00:00
2025-03-29 12:00:00|Europe/Paris|+2 hours|2025-03-29 15:00:00
2025-03-29 12:00:00|Europe/Paris|+24 hours|2025-03-30 13:00:00
2025-03-29 12:00:00|Europe/Paris|+1 day|2025-03-30 13:00:00
2025-03-29 12:00:00|Europe/Paris|-1 day|2025-03-28 13:00:00
2025-03-29 12:00:00|Europe/Paris|+1 week|2025-04-05 13:00:00
2025-03-29 12:00:00|Europe/Paris|next sunday 2:30am|2025-03-30 03:30:00
2025-03-29 12:00:00|Europe/Paris|sunday 2:30am|2025-03-30 03:30:00
2025-03-29 12:00:00|Europe/Paris|first day of next month|2025-04-01 13:00:00
2025-03-29 12:00:00|Europe/Paris|2025-03-30 02:30 +0 days|2025-03-30 03:30:00
2025-03-29 12:00:00|Europe/Paris|2025-10-26 02:30 +0 days|2025-10-26 02:30:00
2025-03-29 12:00:00|Europe/Paris|2025-03-09 02:30 +0 days|2025-03-09 02:30:00
2025-03-29 12:00:00|Europe/Paris|2025-11-02 01:30 +0 days|2025-11-02 01:30:00
2025-03-29 12:00:00|Europe/Paris|2025-09-07 +0 days|2025-09-07 00:00:00
2025-03-30 00:30:00|Europe/Paris|now|2025-03-30 01:30:00
2025-03-30 00:30:00|Europe/Paris|today|2025-03-30 00:00:00
2025-03-30 00:30:00|Europe/Paris|midnight|2025-03-30 00:00:00
2025-03-30 00:30:00|Europe/Paris|tomorrow|2025-03-31 00:00:00
2025-03-30 00:30:00|Europe/Paris|yesterday|2025-03-29 00:00:00
2025-03-30 00:30:00|Europe/Paris|noon|2025-03-30 12:00:00
2025-03-30 00:30:00|Europe/Paris|tomorrow 2:30am|2025-03-31 02:30:00
2025-03-30 00:30:00|Europe/Paris|tomorrow 2am|2025-03-31 02:00:00
2025-03-30 00:30:00|Europe/Paris|tomorrow 3am|2025-03-31 03:00:00
2025-03-30 00:30:00|Europe/Paris|today 2:30am|2025-03-30 03:30:00
2025-03-30 00:30:00|Europe/Paris|2:30am|2025-03-30 03:30:00
2025-03-30 00:30:00|Europe/Paris|1:30am|2025-03-30 01:30:00
2025-03-30 00:30:00|Europe/Paris|+1 hour|2025-03-30 03:30:00
2025-03-30 00:30:00|Europe/Paris|-1 hour|2025-03-30 00:30:00
2025-03-30 00:30:00|Europe/Paris|+2 hours|2025-03-30 03:30:00
2025-03-30 00:30:00|Europe/Paris|+24 hours|2025-03-31 01:30:00
2025-03-30 00:30:00|Europe/Paris|+1 day|2025-03-31 01:30:00
2025-03-30 00:30:00|Europe/Paris|-1 day|2025-03-29 01:30:00
2025-03-30 00:30:00|Europe/Paris|+1 week|2025-04-06 01:30:00
2025-03-30 00:30:00|Europe/Paris|next sunday 2:30am|2025-04-06 02:30:00
2025-03-30 00:30:00|Europe/Paris|sunday 2:30am|2025-03-30 03:30:00
2025-03-30 00:30:00|Europe/Paris|first day of next month|2025-04-01 01:30:00
2025-03-30 00:30:00|Europe/Paris|2025-03-30 02:30 +0 days|2025-03-30 03:30:00
2025-03-30 00:30:00|Europe/Paris|2025-10-26 02:30 +0 days|2025-10-26 02:30:00
2025-03-30 00:30:00|Europe/Paris|2025-03-09 02:30 +0 days|2025-03-09 02:30:00
2025-03-30 00:30:00|Europe/Paris|2025-11-02 01:30 +0 days|2025-11-02 01:30:00
2025-03-30 00:30:00|Europe/Paris|2025-09-07 +0 days|2025-09-07 00:00:00
2025-10-25 12:00:00|Europe/Paris|now|2025-10-25 14:00:00
2025-10-25 12:00:00|Europe/Paris|today|2025-10-25 00:00:00
2025-10-25 12:00:00|Europe/Paris|midnight|2025-10-25 00:00:00
2025-10-25 12:00:00|Europe/Paris|tomorrow|2025-10-26 00:00:00
2025-10-25 12:00:00|Europe/Paris|yesterday|2025-10-24 00:00:00
2025-10-25 12:00:00|Europe/Paris|noon|2025-10-25 12:00:00
2025-10-25 12:00:00|Europe/Paris|tomorrow 2:30am|2025-10-26 02:30:00
2025-10-25 12:00:00|Europe/Paris|tomorrow 2am|2025-10-26 02:00:00
2025-10-25 12:00:00|Europe/Paris|tomorrow 3am|2025-10-26 03:00:00
2025-10-25 12:00:00|Europe/Paris|today 2:30am|2025-10-25 02:30:00
2025-10-25 12:00:00|Europe/Paris|2:30am|2025-10-25 02:30:00
2025-10-25 12:00:00|Europe/Paris|1:30am|2025-10-25 01:30:00
2025-10-25 12:00:00|Europe/Paris|+1 hour|2025-10-25 15:00:00
2025-10-25 12:00:00|Europe/Paris|-1 hour|2025-10-25 13:00:00
2025-10-25 12:00:00|Europe/Paris|+2 hours|2025-10-25 16:00:00
2025-10-25 12:00:00|Europe/Paris|+24 hours|2025-10-26 14:00:00
2025-10-25 12:00:00|Europe/Paris|+1 day|2025-10-26 14:00:00
2025-10-25 12:00:00|Europe/Paris|-1 day|2025-10-24 14:00:00
2025-10-25 12:00:00|Europe/Paris|+1 week|2025-11-01 14:00:00
2025-10-25 12:00:00|Europe/Paris|next sunday 2:30am|2025-10-26 02:30:00
2025-10-25 12:00:00|Europe/Paris|sunday 2:30am|2025-10-26 02:30:00
2025-10-25 12:00:00|Europe/Paris|first day of next month|2025-11-01 14:00:00
2025-10-25 12:00:00|Europe/Paris|2025-03-30 02:30 +0 days|2025-03-30 03:30:00
2025-10-25 12:00:00|Europe/Paris|2025-10-26 02:30 +0 days|2025-10-26 02:30:00
2025-10-25 12:00:00|Europe/Paris|2025-03-09 02:30 +0 days|2025-03-09 02:30:00
2025-10-25 12:00:00|Europe/Paris|2025-11-02 01:30 +0 days|2025-11-02 01:30:00
2025-10-25 12:00:00|Europe/Paris|2025-09-07 +0 days|2025-09-07 00:00:00
2025-10-26 00:30:00|Europe/Paris|now|2025-10-26 02:30:00
2025-10-26 00:30:00|Europe/Paris|today|2025-10-26 00:00:00
2025-10-26 00:30:00|Europe/Paris|midnight|2025-10-26 00:00:00
2025-10-26 00:30:00|Europe/Paris|tomorrow|2025-10-27 00:00:00
2025-10-26 00:30:00|Europe/Paris|yesterday|2025-10-25 00:00:00
2025-10-26 00:30:00|Europe/Paris|noon|2025-10-26 12:00:00
2025-10-26 00:30:00|Europe/Paris|tomorrow 2:30am|2025-10-27 02:30:00
2025-10-26 00:30:00|Europe/Paris|tomorrow 2am|2025-10-27 02:00:00
2025-10-26 00:30:00|Europe/Paris|tomorrow 3am|2025-10-27 03:00:00
2025-10-26 00:30:00|Europe/Paris|today 2:30am|2025-10-26 02:30:00
2025-10-26 00:30:00|Europe/Paris|2:30am|2025-10-26 02:30:00
2025-10-26 00:30:00|Europe/Paris|1:30am|2025-10-26 01:30:00
2025-10-26 00:30:00|Europe/Paris|+1 hour|2025-10-26 03:30:00
2025-10-26 00:30:00|Europe/Paris|-1 hour|2025-10-26 01:30:00
2025-10-26 00:30:00|Europe/Paris|+2 hours|2025-10-26 04:30:00
2025-10-26 00:30:00|Europe/Paris|+24 hours|2025-10-27 02:30:00
2025-10-26 00:30:00|Europe/Paris|+1 day|2025-10-27 02:30:00
2025-10-26 00:30:00|Europe/Paris|-1 day|2025-10-25 02:30:00
2025-10-26 00:30:00|Europe/Paris|+1 week|2025-11-02 02:30:00
2025-10-26 00:30:00|Europe/Paris|next sunday 2:30am|2025-11-02 02:30:00
2025-10-26 00:30:00|Europe/Paris|sunday 2:30am|2025-10-26 02:30:00
2025-10-26 00:30:00|Europe/Paris|first day of next month|2025-11-01 02:30:00
2025-10-26 00:30:00|Europe/Paris|2025-03-30 02:30 +0 days|2025-03-30 03:30:00
2025-10-26 00:30:00|Europe/Paris|2025-10-26 02:30 +0 days|2025-10-26 02:30:00
2025-10-26 00:30:00|Europe/Paris|2025-03-09 02:30 +0 days|2025-03-09 02:30:00
2025-10-26 00:30:00|Europe/Paris|2025-11-02 01:30 +0 days|2025-11-02 01:30:00
2025-10-26 00:30:00|Europe/Paris|2025-09-07 +0 days|2025-09-07 00:00:00
2025-10-26 01:30:00|Europe/Paris|now|2025-10-26 02:30:00
2025-10-26 01:30:00|Europe/Paris|today|2025-10-26 00:00:00
2025-10-26 01:30:00|Europe/Paris|midnight|2025-10-26 00:00:00
2025-10-26 01:30:00|Europe/Paris|tomorrow|2025-10-27 00:00:00
2025-10-26 01:30:00|Europe/Paris|yesterday|2025-10-25 00:00:00
2025-10-26 01:30:00|Europe/Paris|noon|2025-10-26 12:00:00
2025-10-26 01:30:00|Europe/Paris|tomorrow 2:30am|2025-10-27 02:30:00
2025-10-26 01:30:00|Europe/Paris|tomorrow 2am|2025-10-27 02:00:00
2025-10-26 01:30:00|Europe/Paris|tomorrow 3am|2025-10-27 03:00:00
2025-10-26 01:30:00|Europe/Paris|today 2:30am|2025-10-26 02:30:00
2025-10-26 01:30:00|Europe/Paris|2:30am|2025-10-26 02:30:00
2025-10-26 01:30:00|Europe/Paris|1:30am|2025-10-26 01:30:00
2025-10-26 01:30:00|Europe/Paris|+1 hour|2025-10-26 03:30:00
2025-10-26 01:30:00|Europe/Paris|-1 hour|2025-10-26 01:30:00
2025-10-26 01:30:00|Europe/Paris|+2 hours|2025-10-26 04:30:00
2025-10-26 01:30:00|Europe/Paris|+24 hours|2025-10-27 02:30:00
2025-10-26 01:30:00|Europe/Paris|+1 day|2025-10-27 02:30:00
2025-10-26 01:30:00|Europe/Paris|-1 day|2025-10-25 02:30:00
2025-10-26 01:30:00|Europe/Paris|+1 week|2025-11-02 02:30:00
2025-10-26 01:30:00|Europe/Paris|next sunday 2:30am|2025-11-02 02:30:00
2025-10-26 01:30:00|Europe/Paris|sunday 2:30am|2025-10-26 02:30:00
2025-10-26 01:30:00|Europe/Paris|first day of next month|2025-11-01 02:30:00
2025-10-26 01:30:00|Europe/Paris|2025-03-30 02:30 +0 days|2025-03-30 03:30:00
2025-10-26 01:30:00|Europe/Paris|2025-10-26 02:30 +0 days|2025-10-26 02:30:00
2025-10-26 01:30:00|Europe/Paris|2025-03-09 02:30 +0 days|2025-03-09 02:30:00
2025-10-26 01:30:00|Europe/Paris|2025-11-02 01:30 +0 days|2025-11-02 01:30:00
2025-10-26 01:30:00|Europe/Paris|2025-09-07 +0 days|2025-09-07 00:00:00
2025-03-08 17:00:00|America/New_York|now|2025-03-08 12:00:00
2025-03-08 17:00:00|America/New_York|today|2025-03-08 00:00:00
2025-03-08 17:00:00|America/New_York|midnight|2025-03-08 00:00:00
2025-03-08 17:00:00|America/New_York|tomorrow|2025-03-09 00:00:00
2025-03-08 17:00:00|America/New_York|yesterday|2025-03-07 00:00:00
2025-03-08 17:00:00|America/New_York|noon|2025-03-08 12:00:00
2025-03-08 17:00:00|America/New_York|tomorrow 2:30am|2025-03-09 03:30:00
2025-03-08 17:00:00|America/New_York|tomorrow 2am|2025-03-09 03:00:00
2025-03-08 17:00:00|America/New_York|tomorrow 3am|2025-03-09 03:00:00
2025-03-08 17:00:00|America/New_York|today 2:30am|2025-03-08 02:30:00
2025-03-08 17:00:00|America/New_York|2:30am|2025-03-08 02:30:00
2025-03-08 17:00:00|America/New_York|1:30am|2025-03-08 01:30:00
2025-03-08 17:00:00|America/New_York|+1 hour|2025-03-08 13:00:00
2025-03-08 17:00:00|America/New_York|-1 hour|2025-03-08 11:00:00
2025-03-08 17:00:00|America/New_York|+2 hours|2025-03-08 14:00:00
2025-03-08 17:00:00|America/New_York|+24 hours|2025-03-09 12:00:00
2025-03-08 17:00:00|America/New_York|+1 day|2025-03-09 12:00:00
2025-03-08 17:00:00|America/New_York|-1 day|2025-03-07 12:00:00
2025-03-08 17:00:00|America/New_York|+1 week|2025-03-15 12:00:00
2025-03-08 17:00:00|America/New_York|next sunday 2:30am|2025-03-09 03:30:00
2025-03-08 17:00:00|America/New_York|sunday 2:30am|2025-03-09 03:30:00
2025-03-08 17:00:00|America/New_York|first day of next month|2025-04-01 12:00:00
2025-03-08 17:00:00|America/New_York|2025-03-30 02:30 +0 days|2025-03-30 02:30:00
2025-03-08 17:00:00|America/New_York|2025-10-26 02:30 +0 days|2025-10-26 02:30:00
2025-03-08 17:00:00|America/New_York|2025-03-09 02:30 +0 days|2025-03-09 03:30:00
2025-03-08 17:00:00|America/New_York|2025-11-02 01:30 +0 days|2025-11-02 01:30:00
2025-03-08 17:00:00|America/New_York|2025-09-07 +0 days|2025-09-07 00:00:00
2025-03-09 06:30:00|America/New_York|now|2025-03-09 01:30:00
2025-03-09 06:30:00|America/New_York|today|2025-03-09 00:00:00
2025-03-09 06:30:00|America/New_York|midnight|2025-03-09 00:00:00
2025-03-09 06:30:00|America/New_York|tomorrow|2025-03-10 00:00:00
2025-03-09 06:30:00|America/New_York|yesterday|2025-03-08 00:00:00
2025-03-09 06:30:00|America/New_York|noon|2025-03-09 12:00:00
2025-03-09 06:30:00|America/New_York|tomorrow 2:30am|2025-03-10 02:30:00
2025-03-09 06:30:00|America/New_York|tomorrow 2am|2025-03-10 02:00:00
2025-03-09 06:30:00|America/New_York|tomorrow 3am|2025-03-10 03:00:00
2025-03-09 06:30:00|America/New_York|today 2:30am|2025-03-09 03:30:00
2025-03-09 06:30:00|America/New_York|2:30am|2025-03-09 03:30:00
2025-03-09 06:30:00|America/New_York|1:30am|2025-03-09 01:30:00
2025-03-09 06:30:00|America/New_York|+1 hour|2025-03-09 03:30:00
2025-03-09 06:30:00|America/New_York|-1 hour|2025-03-09 00:30:00
2025-03-09 06:30:00|America/New_York|+2 hours|2025-03-09 03:30:00
2025-03-09 06:30:00|America/New_York|+24 hours|2025-03-10 01:30:00
2025-03-09 06:30:00|America/New_York|+1 day|2025-03-10 01:30:00
2025-03-09 06:30:00|America/New_York|-1 day|2025-03-08 01:30:00
2025-03-09 06:30:00|America/New_York|+1 week|2025-03-16 01:30:00
2025-03-09 06:30:00|America/New_York|next sunday 2:30am|2025-03-16 02:30:00
2025-03-09 06:30:00|America/New_York|sunday 2:30am|2025-03-09 03:30:00
2025-03-09 06:30:00|America/New_York|first day of next month|2025-04-01 01:30:00
2025-03-09 06:30:00|America/New_York|2025-03-30 02:30 +0 days|2025-03-30 02:30:00
2025-03-09 06:30:00|America/New_York|2025-10-26 02:30 +0 days|2025-10-26 02:30:00
2025-03-09 06:30:00|America/New_York|2025-03-09 02:30 +0 days|2025-03-09 03:30:00
2025-03-09 06:30:00|America/New_York|2025-11-02 01:30 +0 days|2025-11-02 01:30:00
2025-03-09 06:30:00|America/New_York|2025-09-07 +0 days|2025-09-07 00:00:00
2025-11-01 16:00:00|America/New_York|now|2025-11-01 12:00:00
2025-11-01 16:00:00|America/New_York|today|2025-11-01 00:00:00
2025-11-01 16:00:00|America/New_York|midnight|2025-11-01 00:00:00
2025-11-01 16:00:00|America/New_York|tomorrow|2025-11-02 00:00:00
2025-11-01 16:00:00|America/New_York|yesterday|2025-10-31 00:00:00
2025-11-01 16:00:00|America/New_York|noon|2025-11-01 12:00:00
2025-11-01 16:00:00|America/New_York|tomorrow 2:30am|2025-11-02 02:30:00
2025-11-01 16:00:00|America/New_York|tomorrow 2am|2025-11-02 02:00:00
2025-11-01 16:00:00|America/New_York|tomorrow 3am|2025-11-02 03:00:00
2025-11-01 16:00:00|America/New_York|today 2:30am|2025-11-01 02:30:00
2025-11-01 16:00:00|America/New_York|2:30am|2025-11-01 02:30:00
2025-11-01 16:00:00|America/New_York|1:30am|2025-11-01 01:30:00
2025-11-01 16:00:00|America/New_York|+1 hour|2025-11-01 13:00:00
2025-11-01 16:00:00|America/New_York|-1 hour|2025-11-01 11:00:00
2025-11-01 16:00:00|America/New_York|+2 hours|2025-11-01 14:00:00
2025-11-01 16:00:00|America/New_York|+24 hours|2025-11-02 12:00:00
2025-11-01 16:00:00|America/New_York|+1 day|2025-11-02 12:00:00
2025-11-01 16:00:00|America/New_York|-1 day|2025-10-31 12:00:00
2025-11-01 16:00:00|America/New_York|+1 week|2025-11-08 12:00:00
2025-11-01 16:00:00|America/New_York|next sunday 2:30am|2025-11-02 02:30:00
2025-11-01 16:00:00|America/New_York|sunday 2:30am|2025-11-02 02:30:00
2025-11-01 16:00:00|America/New_York|first day of next month|2025-12-01 12:00:00
2025-11-01 16:00:00|America/New_York|2025-03-30 02:30 +0 days|2025-03-30 02:30:00
2025-11-01 16:00:00|America/New_York|2025-10-26 02:30 +0 days|2025-10-26 02:30:00
2025-11-01 16:00:00|America/New_York|2025-03-09 02:30 +0 days|2025-03-09 03:30:00
2025-11-01 16:00:00|America/New_York|2025-11-02 01:30 +0 days|2025-11-02 01:30:00
2025-11-01 16:00:00|America/New_York|2025-09-07 +0 days|2025-09-07 00:00:00
2025-11-02 05:30:00|America/New_York|now|2025-11-02 01:30:00
2025-11-02 05:30:00|America/New_York|today|2025-11-02 00:00:00
2025-11-02 05:30:00|America/New_York|midnight|2025-11-02 00:00:00
2025-11-02 05:30:00|America/New_York|tomorrow|2025-11-03 00:00:00
2025-11-02 05:30:00|America/New_York|yesterday|2025-11-01 00:00:00
2025-11-02 05:30:00|America/New_York|noon|2025-11-02 12:00:00
2025-11-02 05:30:00|America/New_York|tomorrow 2:30am|2025-11-03 02:30:00
2025-11-02 05:30:00|America/New_York|tomorrow 2am|2025-11-03 02:00:00
2025-11-02 05:30:00|America/New_York|tomorrow 3am|2025-11-03 03:00:00
2025-11-02 05:30:00|America/New_York|today 2:30am|2025-11-02 02:30:00
2025-11-02 05:30:00|America/New_York|2:30am|2025-11-02 02:30:00
2025-11-02 05:30:00|America/New_York|1:30am|2025-11-02 01:30:00
2025-11-02 05:30:00|America/New_York|+1 hour|2025-11-02 02:30:00
2025-11-02 05:30:00|America/New_York|-1 hour|2025-11-02 00:30:00
2025-11-02 05:30:00|America/New_York|+2 hours|2025-11-02 03:30:00
2025-11-02 05:30:00|America/New_York|+24 hours|2025-11-03 01:30:00
2025-11-02 05:30:00|America/New_York|+1 day|2025-11-03 01:30:00
2025-11-02 05:30:00|America/New_York|-1 day|2025-11-01 01:30:00
2025-11-02 05:30:00|America/New_York|+1 week|2025-11-09 01:30:00
2025-11-02 05:30:00|America/New_York|next sunday 2:30am|2025-11-09 02:30:00
2025-11-02 05:30:00|America/New_York|sunday 2:30am|2025-11-02 02:30:00
2025-11-02 05:30:00|America/New_York|first day of next month|2025-12-01 01:30:00
2025-11-02 05:30:00|America/New_York|2025-03-30 02:30 +0 days|2025-03-30 02:30:00
2025-11-02 05:30:00|America/New_York|2025-10-26 02:30 +0 days|2025-10-26 02:30:00
2025-11-02 05:30:00|America/New_York|2025-03-09 02:30 +0 days|2025-03-09 03:30:00
2025-11-02 05:30:00|America/New_York|2025-11-02 01:30 +0 days|2025-11-02 01:30:00
2025-11-02 05:30:00|America/New_York|2025-09-07 +0 days|2025-09-07 00:00:00
2025-09-06 15:00:00|America/Santiago|now|2025-09-06 11:00:00
2025-09-06 15:00:00|America/Santiago|today|2025-09-06 00:00:00
2025-09-06 15:00:00|America/Santiago|midnight|2025-09-06 00:00:00
2025-09-06 15:00:00|America/Santiago|tomorrow|2025-09-07 01:00:00
2025-09-06 15:00:00|America/Santiago|yesterday|2025-09-05 00:00:00
2025-09-06 15:00:00|America/Santiago|noon|2025-09-06 12:00:00
2025-09-06 15:00:00|America/Santiago|tomorrow 2:30am|2025-09-07 02:30:00
2025-09-06 15:00:00|America/Santiago|tomorrow 2am|2025-09-07 02:00:00
2025-09-06 15:00:00|America/Santiago|tomorrow 3am|2025-09-07 03:00:00
2025-09-06 15:00:00|America/Santiago|today 2:30am|2025-09-06 02:30:00
2025-09-06 15:00:00|America/Santiago|2:30am|2025-09-06 02:30:00
2025-09-06 15:00:00|America/Santiago|1:30am|2025-09-06 01:30:00
2025-09-06 15:00:00|America/Santiago|+1 hour|2025-09-06 12:00:00
2025-09-06 15:00:00|America/Santiago|-1 hour|2025-09-06 10:00:00
2025-09-06 15:00:00|America/Santiago|+2 hours|2025-09-06 13:00:00
2025-09-06 15:00:00|America/Santiago|+24 hours|2025-09-07 11:00:00
2025-09-06 15:00:00|America/Santiago|+1 day|2025-09-07 11:00:00
2025-09-06 15:00:00|America/Santiago|-1 day|2025-09-05 11:00:00
2025-09-06 15:00:00|America/Santiago|+1 week|2025-09-13 11:00:00
2025-09-06 15:00:00|America/Santiago|next sunday 2:30am|2025-09-07 02:30:00
2025-09-06 15:00:00|America/Santiago|sunday 2:30am|2025-09-07 02:30:00
2025-09-06 15:00:00|America/Santiago|first day of next month|2025-10-01 11:00:00
2025-09-06 15:00:00|America/Santiago|2025-03-30 02:30 +0 days|2025-03-30 02:30:00
2025-09-06 15:00:00|America/Santiago|2025-10-26 02:30 +0 days|2025-10-26 02:30:00
2025-09-06 15:00:00|America/Santiago|2025-03-09 02:30 +0 days|2025-03-09 02:30:00
2025-09-06 15:00:00|America/Santiago|2025-11-02 01:30 +0 days|2025-11-02 01:30:00
2025-09-06 15:00:00|America/Santiago|2025-09-07 +0 days|2025-09-07 01:00:00
";

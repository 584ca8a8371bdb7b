package verify

import "testing"

// A clock time whose hour has one digit or whose minutes are round is
// held to the result when the clause binds it to the result's times:
// another time of the clause is one of theirs, or they give one time
// only. Its minutes one digit off (or swapped) at the same hour misread
// that time; a time at another hour (a twelve-hour clock), a window
// around several events, a time of the arguments stay silent.
func TestFact22SmallHourClock(t *testing.T) {
	const rule = "fact/time"
	calls := okCall("nurse_call_log", `{"room": "208"}`, "00:48\n03:52\n")
	booking := okCall("mri_booking_get", `{"booking_id": "BK-1"}`, `{"booking_id":"BK-1","start":"2025-04-22T09:20:00","duration_min":40}`)
	agenda := okCall("calendar", `{"date": "2024-10-17"}`, "09:00-09:30  Standup\n13:00-14:00  Lunch & learn\n15:30-16:00  1:1 with Jordan\n")
	alarms := okCall("alarm_history", `{"kiln": "H3"}`, "2026-12-04T02:03:19 O2 LOW\n2026-12-04T02:44:08 O2 LOW\n2026-12-04T03:12:37 O2 LOW\n")
	lanes := okCall("lane_schedule", `{"from": "09:00", "to": "12:00"}`, "6,lesson,9:30-11:00\n7,lesson,9:30-11:00\n")
	runFact11(t, []fact11Case{
		{"ja two times restated, one swapped", "ja", "ナースコールは？", []testCall{calls},
			"夜間のナースコールは2回（0:48、3:25）でした。", true, rule},
		{"ja two times restated right", "ja", "ナースコールは？", []testCall{calls},
			"夜間のナースコールは2回（0:48、3:52）でした。", false, rule},
		{"en the one time of a booking", "en", "When is BK-1?", []testCall{booking},
			"- **When:** Tuesday 22 April 2025 at 09:30, about 40 minutes", true, rule},
		{"en the one time of a booking, right", "en", "When is BK-1?", []testCall{booking},
			"- **When:** Tuesday 22 April 2025 at 09:20, about 40 minutes", false, rule},
		{"en twelve-hour times of the afternoon", "en", "What's on today?", []testCall{agenda},
			"Standup at 9:00, lunch & learn from 1:00 to 2:00, and the 1:1 at 3:30.", false, rule},
		{"es a window around several alarms", "es", "¿Cómo fue la noche?", []testCall{alarms},
			"Las alarmas se concentraron entre las 02:00 y las 03:15.", false, rule},
		{"ja a time of the arguments", "ja", "9時から12時のレーンは？", []testCall{lanes},
			"9:00〜12:00 の間、6・7コースは教室です。", false, rule},
	})
}

// A time on the hour of the request ("10 till 1") holds only that hour:
// a result's 10:15 given as 10:25 is a misread, not the user's time.
func TestFact22RequestHourClock(t *testing.T) {
	const rule = "fact/time"
	book := okCall("room_book", `{"room":"L2-09","from":"10:00","to":"13:00"}`, `{"confirmation":"LIB-77310","slot":"10:00-13:00","checkin_by":"10:15"}`)
	runFact11(t, []fact11Case{
		{"en check-in misread", "en", "Book L2-09 for me, 10 till 1.", []testCall{book},
			"Done, confirmation LIB-77310. Check in by 10:25 or the room is released.", true, rule},
		{"en check-in right", "en", "Book L2-09 for me, 10 till 1.", []testCall{book},
			"Done, confirmation LIB-77310. Check in by 10:15 or the room is released.", false, rule},
		{"en the request's own time", "en", "Book L2-09 from 10:25 till 1.", []testCall{book},
			"Done, confirmation LIB-77310, from 10:25.", false, rule},
	})
}

// 一般 is a hedge ("usually") in Chinese only: in Japanese it is the noun
// "general, the public", and a clause that holds it is asserted.
func TestFact22JapaneseIppan(t *testing.T) {
	prices := okCall("price_table_get", `{"plan": "weekday_night"}`, `{"member_per_30min":380,"general_per_30min":480,"free_time_member":1780,"free_time_general":2280}`)
	stats := okCall("stats_report", `{"faculty": "看護学部"}`, "applicants=521 examinees=498 passed=131 ratio(examinees/passed)=3.8")
	runFact11(t, []fact11Case{
		{"ja general price misread", "ja", "料金は？", []testCall{prices},
			"フリータイムは会員1,780円、一般2,380円です。", true, ""},
		{"ja general price right", "ja", "料金は？", []testCall{prices},
			"フリータイムは会員1,780円、一般2,280円です。", false, ""},
		{"ja ratio of the general exam misread", "ja", "倍率は？", []testCall{stats},
			"一般選抜（前期）の実質倍率は**3.6倍**でした。", true, ""},
	})
}

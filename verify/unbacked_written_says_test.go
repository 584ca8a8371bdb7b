package verify

import "testing"

// TestWrittenSays: a "write" verb in its stative sense says what a record
// holds; with the speaker as agent in its own clause it claims a write.
func TestWrittenSays(t *testing.T) {
	roster := okCall("member_lookup", `{"club": "riverside"}`, `{"member":"M-204","dues":7200,"plan":"annual"}`)
	notice := okCall("http_fetch", `{"url": "https://example.org/notice/12"}`, `水厂检修期间北区 3–6 号楼停水，南区正常供水。`)
	runTypedCases(t, []typedCase{
		{"hi feminine stative", "hi", "M-204 का शुल्क?", []testCall{roster},
			"M-204 की सदस्यता फ़ीस ₹7,200 लिखी है {{receipt:c1}}।", UnbackedToolClaim, false},
		{"hi plural stative", "hi", "M-204 का शुल्क?", []testCall{roster},
			"रिकॉर्ड में 7200 रुपये के बकाये लिखे हैं {{receipt:c1}}।", UnbackedToolClaim, false},
		{"hi relative after the speaker's act", "hi", "M-204 का शुल्क?", []testCall{roster},
			"मैंने रिकॉर्ड देख लिया है, जिसमें शुल्क ₹7,200 लिखी है {{receipt:c1}}।", UnbackedToolClaim, false},
		{"hi speaker writes", "hi", "M-204 का शुल्क?", []testCall{roster},
			"मैंने नोट्स फ़ाइल में शुल्क ₹7,200 लिखी है {{receipt:c1}}।", UnbackedToolClaim, true},
		{"zh place as topic", "zh", "北区停水吗？", []testCall{notice},
			"通知里只写了“北区 3–6 号楼”停水 {{receipt:c1}}，没写具体时间。", UnbackedToolClaim, false},
		{"zh speaker writes with zai", "zh", "北区停水吗？", []testCall{notice},
			"已确认通知 {{receipt:c1}}，我在备忘录里写了北区 3–6 号楼停水。", UnbackedToolClaim, true},
	})
}

package verify

import (
	"strings"
	"testing"
)

func TestCJKWordHedge(t *testing.T) {
	for _, tc := range []struct {
		text, term string
		word       bool // the term is no hedge here
	}{
		{"BBQは若洲公園キャンプ場です", "若", true},
		{"子育て世帯・若者夫婦世帯への上乗せ", "若", true},
		{"查到若干未处理工单", "若", true},
		{"若い世代向けです", "若", true},
		{"若要查看更多工单，我可以再搜索", "若", false},
		{"若是文件不存在，就会报错", "若", false},
		{"若文件不存在，则返回空", "若", false},
		{"倘若服务还没启动，请先启动", "若", false},
		{"结果为空，若需要可以再查", "若", false},
		{"その次に #incident チャンネルへ投稿する流れになっています", "次に", true},
		{"次に、設定ファイルを確認しました", "次に", true},
		{"よければ次に `npm test` を流して確認できます", "次に", false},
		{"次にコミット履歴を見ましょうか", "次に", false},
		{"- よければ次にコミット履歴を見ます", "次に", false},
		{"他在等你审批", "等你", true},
		{"三个请求都在等你审批", "等你", true},
		{"等你确认后我再发送", "等你", false},
		{"等你到家应该就凉快了", "等你", false},
		{"フリータイムは会員1,780円、一般2,380円です", "一般", true},
		{"理工学部の一般選抜（後期）の出願期間は2月20日までです", "一般", true},
		{"一般論として、1024 は小さすぎます", "一般", false},
		{"这种面粉一般要发酵两小时", "一般", false},
		{"一般3到5个工作日到账", "一般", false},
		{"我可以帮你查", "可以", false}, // a term it has no reading for stays a hedge
	} {
		i := strings.Index(tc.text, tc.term)
		if got := cjkWordHedge(tc.text, span{i, i + len(tc.term)}); got != tc.word {
			t.Errorf("cjkWordHedge(%q, %q) = %v, want %v", tc.text, tc.term, got, tc.word)
		}
	}
}

func TestZhEtcIn(t *testing.T) {
	for _, tc := range []struct {
		s   string
		etc bool
	}{
		{"财政部等部门的公告", true},
		{"新闻报道等，仍需核实", true},
		{"`a.pdf`、`b.pdf` 等文件", true},
		{"等你确认后回签", false},
		{"建议再等几分钟", false},
		{"只能等那条长队", false},
		{"二等座 ¥553", false},
		{"回调幂等处理", false},
		{"比特数不等于算力", false},
		{"额度是等值 5 万美元", false},
		{"会员等级", false},
		{"没有列出其他项", false},
	} {
		if got := zhEtcIn(tc.s); got != tc.etc {
			t.Errorf("zhEtcIn(%q) = %v, want %v", tc.s, got, tc.etc)
		}
	}
}

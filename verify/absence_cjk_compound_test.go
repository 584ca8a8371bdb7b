package verify

import "testing"

// TestAbsenceCJKCompound: 无/無 opening a word (無菌 sterile, 无锡 the city,
// 无障碍 barrier-free, 無添加 additive-free) is no "none"; a bare 没有 over
// the same result still is.
func TestAbsenceCJKCompound(t *testing.T) {
	env := countedCall("environmental_monitoring", `{"room":"A"}`, "date,cfu\n11/11,0\n11/12,1\n11/13,0", 3)
	stock := countedCall("warehouse_stock", `{"site":"wuxi"}`, "sku,qty\nA-1,50\nA-2,12", 2)
	cases := []typedCase{
		{"ja 無菌 heading", "ja", "無菌充填室Aの落下菌の結果を教えて。", []testCall{env},
			"## 無菌充填室A 落下菌（11/11〜11/13）\n\n11/12に1 CFUが出ています {{receipt:c1}}。", "false_absence", false},
		{"zh 无锡 warehouse", "zh", "无锡仓库现在有多少库存？", []testCall{stock},
			"无锡仓库目前有两种货：A-1 共 50 件，A-2 共 12 件 {{receipt:c1}}。", "false_absence", false},
		{"zh 无障碍 and 无添加", "zh", "无锡仓库现在有多少库存？", []testCall{stock},
			"无锡仓库的无障碍通道旁放着 A-1（50 件），无添加系列 A-2 有 12 件 {{receipt:c1}}。", "false_absence", false},
		{"zh bare 没有 over stock", "zh", "无锡仓库现在有多少库存？", []testCall{stock},
			"无锡仓库目前没有任何库存 {{receipt:c1}}。", "false_absence", true},
	}
	runTypedCases(t, cases)
}

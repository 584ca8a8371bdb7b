package verify

// chinese adds the Chinese terms (simplified and the common traditional
// forms). Chinese has no spaces, so every term matches anywhere; terms are
// kept long enough (two characters and more) to be specific. 了 and 过 mark
// completed actions, so "运行了" reports work while "运行" alone may be a
// plan; the hedge terms (可以, 将, 会, 如果, 吗) decide which.
func chinese(l *lex) {
	l.add(kindUse, famShell, "运行了|执行了|運行了|執行了|运行|执行|執行|命令|指令|终端|終端|"+
		"命令输出|跑了")
	l.add(kindUse, famReadAny, "读取|讀取")
	l.add(kindUse, famReadAny, "读取了|读了|讀取了")
	l.add(kindUse, famRead, "打开了|打開了|查看了文件|查看了该文件|"+
		"文件内容|檔案內容|文件中|文件里|文件显示|文件包含|根据文件|阅读了|访问文件")
	// Bare 写入, 修改, 保存 are as often nouns and infinitives ("新的写入会
	// 报错", "需要持久保存的数据") as claims: only their completed and
	// negated forms count.
	l.add(kindUse, famWrite, "写入了|寫入了|已写入|没有写入|未写入|保存了|儲存了|创建了|建立了|写了|新建了|"+
		"修改了文件|更新了文件|"+
		// Copying a file to a place writes it there: "并已复制到共享盘 /mnt/share/…".
		"已复制到|复制到了|已拷贝到|拷贝到了|已存到|存到了")
	l.add(kindUse, famList, "列出了|列出|列出目录|目录包含|目录中有|目录下有|文件夹中有|文件夹包含|"+
		"目录里有|查看了目录|查看了文件夹|目錄")
	l.add(kindUse, famSearch, "搜索了|搜尋了|搜索|搜尋|查找了|查找|检索了|检索|搜了|查询了")
	l.add(kindUse, famFetch, "获取了|獲取了|抓取了|抓取|下载了|下載了|访问了|訪問了|浏览了|"+
		"打开了网页|打开了链接|网页显示|网页上说|页面显示|页面上说|网站显示|根据网页|根据页面|"+
		"根据网站")
	l.add(kindUse, famAny, "工具|调用了|使用了")
	l.add(kindWeak, famRead, "文件|檔案|该文件|这个文件")
	l.add(kindWeak, famList, "目录|文件夹|資料夾")
	l.add(kindWeak, famFetch, "网页|網頁|页面|頁面|网站|網站|文章")
	l.add(kindWeak, famShell, "输出|輸出")
	l.add(kindWeak, "weather", "天气|天氣|气温|氣溫|温度|溫度|预报|預報|晴|下雨|湿度|气象|氣象")
	l.add(kindWeak, "stock", "股价|股價|股票")
	l.add(kindWeak, "price", "价格|價格|售价")

	l.add(kindNeg, "", "没有|沒有|没|沒|未|不|无|無|从未|從未|并未|並未|从没|别")
	l.add(kindHedge, "", "可以|可能|大概率|也许|或许|如果|若|要不要|是否需要|需要我|我会|我將|我将|"+
		"将会|將會|打算|计划|接下来|接下來|下一步|吗|嗎|？|您可以|你可以|能够|建议|"+
		"想要|请|請|一般|通常|例如|比如|之后|以后|稍后|准备|可否|是否|"+
		// "在没有调度确认的情况下": a condition, as Japanese 場合 is
		"的情况下|的情況下")
	l.add(kindFail, "", "没有响应|无响应|沒有回應|未响应|没有回应|失败|失敗|超时|超時|错误|錯誤|出错|出錯|报错|被拒绝|拦截|攔截|阻止|被阻|拒绝|拒絕|"+
		"被阻止|阻止|被拦截|拦下了|拦住了|被拦下|被拦住|无法|無法|不能|未能|没能|不可用|无权限|异常|未知工具|尝试|嘗試|试图|試圖|试着|"+
		// A negated resultative says an attempt produced nothing:
		// "报价没有算出来" (the quote did not come out).
		"没有算出来|没算出来|没有生成|没生成|没有成功|没成功|没有办成|没办成|没有弄出来|没弄出来|"+
		// A potential complement in the negative says the act could not
		// reach its result: "页面打不开" (the page would not open), as
		// 无法打开 does. Verbs of access (访问不了, 连不上) are left out:
		// replies use them of the user's side ("如果你那边还是访问不了").
		"打不开|打不開|开不了|開不了|读不了|讀不了|读不出来|加载不出来|載入不了")
	l.add(kindAbsence, "", "已经是空的|已经空了|本来就是空的|没有出现|未出现|没有新的|都没有|一个也没有|没有任何|没有找到|沒有找到|未找到|没找到|沒找到|找不到|没有结果|沒有結果|无结果|"+
		"無結果|没有任何结果|为空|為空|是空的|空的|空目录|空文件|没有任何|沒有任何|没有匹配|"+
		"无匹配|無匹配|没有文件|沒有檔案|没有内容|什么都没有|什麼都沒有|一无所获|0个结果|0 个结果|"+
		"零个|没有发现|未发现|未發現|不存在任何")
	l.add(kindNotAbsence, "", "不为空|不為空|不是空的|并不为空|非空")
	l.add(kindDenyAll, "", "没有使用任何工具|沒有使用任何工具|未使用任何工具|没有调用任何工具|未调用任何工具|"+
		"没有用任何工具|不使用工具|没有使用工具|未使用工具|凭记忆|"+
		"根据我的知识")
	l.add(kindSource, "", "根据|根據|据|據|来源|來源|出处|出自|引用自|参考：|参考资料|"+
		"摘自|来自")
	l.add(kindFurther, "", "详见|詳見|参见|參見|参阅|參閱|更多|详情|詳情|延伸阅读|可参考")
	l.add(kindSuggest, "", "你自己|您自己|自行|您可以访问|你可以访问|可以访问|可以查看|您可以查看|你可以查看|可以参考|"+
		"请参考|请访问|請參考|建议查看|建议访问|详情请见|更多信息|"+
		// A reminder to the reader: what follows is the user's to do.
		"别忘了|別忘了|不要忘了|别忘记|不要忘记|记得要|記得要")
	l.add(kindReport, "", "显示|顯示|返回|表明|包含|包括|共有|一共|总共|總共|找到了|找到|"+
		"结果|結果|输出|說|说|写着|寫著|列出|是|为|有")
	l.add(kindSubset, "", "其中|之中|中的|至少|超过|超過|不到|大约|大約|约|近|多个")
	l.addLists(kindCount, "", "个|個|份|件|条|條|项|項|行|篇|张|張|处|處|次|只",
		"文件|檔案|结果|匹配|条目|目录|文件夹|提交|位|封|场|台|名|会议|日程|事件",
		"用户|订单|邮件|容器|任务|种|種|类|類|工单|笔|款|家")
	l.add(kindBreak, "", "，所以|所以|因此|，但|但是|但|不过|不過|然而|可是|，而")
	l.add(kindOrdinal, "", "第|排名|版本|端口|行号")
	l.add(kindAct, "", "已删除|删除了|已发送|发送了|已推送|推送了|已更新|已修改|修改了|已安装|安装了|已重启|重启了|已完成|已清理|清理了|已提交|提交了|已部署|部署了|已移除|移除了|已取消|已预订|已安排")
}

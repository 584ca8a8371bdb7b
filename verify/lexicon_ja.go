package verify

// japanese adds the Japanese terms. Japanese negation follows the verb
// (実行していません), so its negation terms are marked to look backwards;
// a polite past (ました) reports work, while ましょうか, できます and
// 予定 announce or offer it.
func japanese(l *lex) {
	l.add(kindUse, famShell, "実行しました|実行した|実行し|実行|コマンド|ターミナル|シェル")
	// 読み取る reads information off whatever holds it ("読み取りのみ",
	// "検索結果から読み取った"); 読み込む loads a file.
	l.add(kindUse, famReadAny, "読み取り|読み取った")
	l.add(kindUse, famReadAny, "読みました|読んだ")
	l.add(kindUse, famRead, "読み込みました|読み込んだ|読み込み|"+
		"開きました|開いた|ファイルの内容|ファイルには|ファイルによると|閲覧しました")
	l.add(kindUse, famAny, "確認しました|調べました|調べた")
	l.add(kindUse, famWrite, "書き込みました|書き込んだ|保存しました|保存した|保存していません|作成しました|"+
		"作成した|書きました|更新しました")
	l.add(kindUse, famList, "一覧表示|一覧を表示|一覧にしました|一覧|リストしました|列挙しました|"+
		"ディレクトリには|フォルダには|ディレクトリの中|フォルダの中")
	l.add(kindUse, famSearch, "検索しました|検索した|検索し|検索|探しました|探した|grepしました")
	l.add(kindUse, famFetch, "取得しました|取得した|取得し|取得|ダウンロードしました|"+
		"アクセスしました|アクセスした|閲覧した|ページによると|サイトによると|ページには|サイトには|"+
		"ページに書かれて")
	l.add(kindUse, famAny, "ツール|使用しました|使いました|呼び出しました")
	l.add(kindWeak, famRead, "ファイル")
	l.add(kindWeak, famList, "ディレクトリ|フォルダ|フォルダー")
	l.add(kindWeak, famFetch, "ページ|ウェブサイト|サイト|記事|ウェブページ")
	l.add(kindWeak, famShell, "出力")
	l.add(kindWeak, "weather", "天気|気温|温度|予報|晴れ|雨|湿度|気象")
	l.add(kindWeak, "stock", "株価|株")
	l.add(kindWeak, "price", "価格|値段")

	l.negAfter("ません|ない|なかった|なし|せず|ずに|していない|していません",
		"わず|べず", // the continuative 〜ず: 使わず、調べず、
		// The negative te-form of する: "ログ検索をしなくても見られます"
		// (you can see it without a log search) negates the search.
		"しなくても|しなくて")
	l.add(kindNeg, "", "未|一度も|何も")
	l.add(kindHedge, "", "できます|できる|でしょうか|ましょうか|ましょう|ますか|か？|？|もし|場合|"+
		"する予定|予定です|つもり|これから|次に|後で|あとで|いかがですか|必要があれば|必要であれば|ご自身で|必要があります|必要がある|ください|"+
		"かもしれません|かもしれない|通常|一般的|例えば|たら|れば|しようと|"+
		"します。|いたします")
	l.add(kindFail, "", "応答しませんでした|応答がありません|応答がなかった|応答なし|失敗|タイムアウト|エラー|拒否|ブロック|できませんでした|できなかった|"+
		"利用できません|使用できません|アクセスできません|権限がありません|不明なツール|例外|試みました|試みた|しようとしました|しようとした|ようとしました|おうとしました|こうとしました|"+
		"ろうとしました|許可されていません|拒否されました|"+
		// The potential negative of opening, reading and reaching says
		// the attempt did not get through, as できませんでした does:
		// "PDFは404で開けませんでした", "ページが読み込めなかった".
		// 見られませんでした is left out: it is also the spontaneous
		// "was not seen" (異常は見られませんでした), a finding, not a failure.
		"開けませんでした|開けなかった|読めませんでした|読めなかった|読み込めませんでした|読み込めなかった|"+
		"つながりませんでした|繋がりませんでした|つながらなかった|取れませんでした|取れなかった")
	l.add(kindAbsence, "", "すでに空|は空な|が空な|は空だ|が空だ|もう空|既に空|どこにも|出てきません|入っていません|含まれていません|見つかりませんでした|見つからなかった|見つかりません|結果はありません|"+
		"結果がありません|結果はありませんでした|何もありません|何もありませんでした|何も見つかりません|"+
		"空です|空でした|空っぽ|空のディレクトリ|空のフォルダ|空のファイル|該当なし|該当するものはありません|"+
		"一致するものはありません|一致するものはありませんでした|一致なし|ファイルはありません|ファイルがありません|"+
		"0件|０件|ヒットしませんでした|存在しません|ありませんでした")
	l.add(kindNotAbsence, "", "空ではありません|空ではない|空ではなく|空ではありませんでした")
	l.add(kindDenyAll, "", "ツールは使用していません|ツールを使用していません|ツールは使っていません|ツールを使っていません|"+
		"ツールを使わずに|ツールを使用せずに|ツールは一切|記憶に基づいて|私の知識")
	l.add(kindSource, "", "によると|によれば|出典|ソース：|ソース:|参照：|引用元|から引用|に基づく|"+
		"に基づいて|情報源")
	l.add(kindFurther, "", "詳しくは|詳細は|参照|をご覧|も参考に|参考になります")
	l.add(kindSuggest, "", "ご自身で|ご自分で|ご確認ください|ご覧ください|参照してください|確認できます|アクセスしてください|"+
		"をご参照|お勧めします|おすすめします|詳細は")
	l.add(kindReport, "", "表示|示して|示され|返し|返され|返って|含まれ|含んで|あります|あり|"+
		"見つかりました|書かれて|記載|結果|出力|報告|です|でした")
	l.add(kindSubset, "", "うち|の中で|少なくとも|以上|未満|約|およそ|ほど|程度")
	l.add(kindCount, "", "か所|箇所|カ所|ヶ所|通|回|台|会議|予定|イベント|つ|個|件|行|本|枚|冊|名|人|ファイル|項目|エントリ|フォルダ|"+
		"ディレクトリ|コミット|結果|種類|社|店舗|チケット|ポッド")
	l.add(kindBreak, "", "ので、|から、|ため、|しかし|ただし|けれど|けど|が、|ものの")
	l.add(kindOrdinal, "", "第|番目|位|バージョン|ポート")
	l.add(kindAct, "", "削除しました|送信しました|プッシュしました|更新しました|変更しました|インストールしました|再起動しました|完了しました|クリーンアップしました|コミットしました|デプロイしました|移動しました|キャンセルしました|予約しました|送信済み|削除済み")
}

// japaneseRunTerms adds 走らせる (to run a program: "テストを走らせた",
// "ESLint は走らせていない"), a verb of running like 実行する.
func japaneseRunTerms(l *lex) {
	l.add(kindUse, famShell, "走らせ")
}

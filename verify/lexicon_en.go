package verify

// english adds the English terms. Verbs are listed in the forms a reply
// uses to report work done (past tense, perfect, "after reading"); the
// present forms appear so that offers and denials ("I can run", "I didn't
// run") are recognised too, and the hedge and negation terms decide.
func english(l *lex) {
	l.add(kindUse, famShell, "ran|run|running|executed|execute|executing|the command|a command|"+
		"any command|any commands|commands|command output|the shell|shell command|in the terminal|"+
		"the terminal|the script output|exit code|exit status")
	l.add(kindUse, famReadAny, "read|reading|looked at|look at|looking at")
	l.add(kindUse, famRead, "opened|open your|open any|opened any|open it|open the file|opening|looked at the file|looked inside|"+
		"checked the file|inspected|the file contents|file contents|contents of|the file says|"+
		"the file contains|the file shows|the file has|according to the file|accessed|access the file")
	l.add(kindUse, famWrite, "wrote|written|write|writing|saved|save the file|created the file|"+
		"created a file|created|updated the file|overwrote|edited")
	l.add(kindUse, famList, "listed|listing|list the directory|list the folder|the directory contains|"+
		"the folder contains|the directory has|the folder has|directory listing|looked in the folder|"+
		"looked in the directory|checked the folder|checked the directory")
	l.add(kindUse, famSearch, "searched|search|searching|grepped|grep|the search|search results|"+
		"looked for|scanned")
	l.add(kindUse, famFetch, "fetched|fetch|fetching|downloaded|download|visited|visit|browsed|"+
		"the page says|the page shows|the page lists|the page states|the website says|the site says|"+
		"the article says|according to the page|according to the website|according to the site|"+
		"loaded the page|retrieved the page|opened the page|opened the url|opened the link|http request")
	l.add(kindUse, famAny, "i used|i called|i invoked|the tool|a tool|any tool|any tools|tools|"+
		"tool call|tool calls|the tool returned|the tool output")
	l.add(kindWeak, famRead, "the file|this file|that file")
	l.add(kindWeak, famList, "the directory|the folder|this folder|this directory")
	l.add(kindWeak, famFetch, "the page|the pages|the website|the websites|the site|the sites|web page|web pages|webpage|webpages|the article|the articles")
	l.add(kindWeak, famShell, "the output|command output")
	l.add(kindWeak, "weather", "weather|forecast|temperature|degrees|humidity|sunny|rainy|cloudy|meteorological")
	l.add(kindWeak, "stock", "stock|share price|shares")
	l.add(kindWeak, "price", "price|costs|priced at")

	l.add(kindNeg, "", "not|no|never|none|neither|nor|without|didn't|don't|doesn't|haven't|"+
		"hasn't|hadn't|wasn't|weren't|isn't|aren't|won't|nothing|nobody|zero")
	l.add(kindHedge, "", "i can|i could|i will|i'll|i would|i'd|i may|i might|i should|"+
		"i'm going to|i am going to|i plan to|i intend to|i want to|let me|if you|if you'd like|"+
		"if you want|if needed|would you like|do you want|want me to|shall i|should i|can i|"+
		"may i|happy to|i'd be glad|next step|next, i|you can|you could|you may|you might|"+
		"you should|try running|try to|consider|once i|when i|after i|before i|unless|"+
		"would need to|need to|needs to|able to run|in order to|to do this|i'd need|could you|"+
		"please|let's|we can|we could|we will|we'll|if the|if it|if there|whether|"+
		"likely|might be|may be|typically|usually|in general|"+
		"generally|for example|e.g.|such as|like this")
	l.add(kindFail, "", "failed|fail|failure|timed out|time out|timeout|error|errored|denied|"+
		"blocked|refused|rejected|unable|couldn't|could not|can't|cannot|wasn't able|"+
		"was not able|weren't able|not available|unavailable|not permitted|not allowed|no access|"+
		"exception|crashed|did not succeed|didn't succeed|did not complete|didn't complete|"+
		"didn't work|did not work|did not respond|didn't respond|not responding|no response|unreachable|unknown tool|not found|tried to|tried|attempted|i attempted|"+
		"my attempt|the attempt")
	l.add(kindAbsence, "", "already empty|is empty already|doesn't appear|does not appear|didn't appear|did not appear|don't appear|"+
		"isn't mentioned|is not mentioned|not mentioned|appears nowhere|nowhere in|not anywhere|"+
		"doesn't occur|does not occur|no known|no results|no result|no matches|no match|no matching|no files|no file|"+
		"no entries|no items|no hits|no records|no rows|no lines|no output|no content|"+
		"no occurrences|nothing was found|nothing found|found nothing|returned nothing|shows nothing|"+
		"showed nothing|contains nothing|contained nothing|has nothing|had nothing|came up empty|"+
		"is empty|was empty|are empty|were empty|empty directory|empty folder|empty file|"+
		"an empty|didn't find any|did not find any|couldn't find any|could not find any|"+
		"didn't find anything|did not find anything|found no|zero results|zero matches|zero files|"+
		"0 results|0 matches|0 files|0 entries|0 items|none found|none were found|turned up nothing|"+
		"returned no|returned zero|returned 0|no such|nothing matched|nothing in")
	l.add(kindNotAbsence, "", "not empty|isn't empty|wasn't empty|aren't empty|non-empty|nonempty|"+
		"is not empty|was not empty")
	l.add(kindDenyAll, "", "without using any tool|without using any tools|without any tools|"+
		"without calling any|no tools were used|no tool was used|no tools were called|"+
		"no tool was called|no tools used|didn't use any tools|did not use any tools|didn't use any tool|"+
		"did not use any tool|haven't used any tools|have not used any tools|didn't call any tools|"+
		"did not call any tools|no tool calls|from memory|from my own knowledge|from my training")
	l.add(kindSource, "", "according to|source:|sources:|source is|sources are|based on|per |"+
		"as stated on|as stated in|as reported by|from the page|cited from|reference:|references:|"+
		"via |see:|from http|taken from")
	l.add(kindFurther, "", "more details|more detail|more info|more at|more in|more on|read more|learn more|"+
		"further reading|see also|see |details at|details here|docs at|documentation at|for background")
	l.add(kindSuggest, "", "yourself|on your side|you can check|you can visit|you can find|you can read|you can see|"+
		"you could check|you could visit|you may want to|you might want to|check out|take a look at|"+
		"visit |see the docs|for more information|for more info|for details|i recommend|i suggest|"+
		"try |refer to|head to|go to|consult|you can consult|documentation at|you can download")
	l.add(kindReport, "", "shows|showed|shown|says|said|states|stated|returned|returns|"+
		"reports|reported|lists|listed|contains|contained|indicates|indicated|reads|"+
		"gave|gives|yielded|found|there are|there is|there were|there was|is set to|"+
		"are set to|currently|the result|the results|the output|the response|it is|it's|"+
		"came back|printed|prints|outputs|displays|displayed|includes|included|has|have")
	l.add(kindSubset, "", "of them|of these|of those|of which|among them|of the|out of|at least|"+
		"more than|fewer than|less than|over |under |about |around |approximately|nearly|"+
		"almost|up to")
	l.add(kindCount, "", "files|file|entries|entry|items|item|results|result|matches|match|"+
		"lines|line|rows|row|records|record|directories|directory|folders|folder|"+
		"subdirectories|subfolders|hits|commits|commit|documents|pages|links|urls|"+
		"issues|errors|warnings|tests|packages|modules|functions|users|repositories|"+
		"repos|branches|tags|images|occurrences|products|emails|messages|events|tasks|"+
		"pdfs|pdf files|go files|python files|markdown files|text files|json files|csv files|"+
		"log files|yaml files|images|elements|objects|keys|records|names|headlines|articles|"+
		"stories|posts|comments|contributors|dependencies|tickets|orders|customers")
	l.add(kindCount, "", "meetings|meeting|appointments|sign-ups|signups|invoices|invoice|"+
		"containers|container|pods|services|jobs|job|places|spots|locations|todos|todo|"+
		"changes|vulnerabilities|advisories|releases|events|event|mentions|instances|hosts|"+
		"nodes|servers|processes|connections|sessions|alerts|incidents|accounts|rows|"+
		"subscribers|members|people|projects|commits landed|pull requests|prs|endpoints|"+
		"kinds|types|categories|bugs|bug|p1s|p2s|prs|cves|vms|incidents|alerts")
	l.add(kindBreak, "", ", but| but |; however|, however|however,|, although|, though|, whereas|"+
		", while|, so | so i |, and then| and then |, yet")
	l.num("zero=0|one=1|two=2|three=3|four=4|five=5|six=6|seven=7|eight=8|nine=9|ten=10|eleven=11|twelve=12|thirteen=13",
		"fourteen=14|fifteen=15|sixteen=16|seventeen=17|eighteen=18|nineteen=19|twenty=20|twenty-one=21|twenty-two=22",
		"twenty-three=23|twenty-four=24|twenty-five=25|twenty-six=26|twenty-seven=27|twenty-eight=28|twenty-nine=29",
		"thirty=30|twenty one=21|twenty two=22|twenty three=23|twenty four=24|twenty five=25|a dozen=12|a couple of=2",
		"a pair of=2|both=2")
	l.addLists(kindOrdinal, "", "top |first |last |line |lines |step |page |item |#|no.|number ",
		"version |v|chapter |section |row |column |port |pid |issue |pr |rank ")
	l.add(kindAct, "", "deleted|removed|pushed|sent|committed|deployed|installed|restarted|changed|merged|dropped|cleaned|cleared|moved|renamed|published|posted|scheduled|booked|cancelled|canceled|upgraded|uninstalled|rebooted|truncated|purged|wiped|archived|emailed|done:|done!|done —|done –|all set")
}

// projectedValueHedges adds the English forms of would that mark a
// projected value.
func projectedValueHedges(l *lex) {
	// "If approved, he'd be at 3.5 days remaining", "that would leave
	// €120": the apodosis of a supposition states a projected value, not
	// one a result holds, as "i'd" and "i would" already mark the agent's
	// own plans. Third-person and impersonal forms of would.
	l.add(kindHedge, "", "he'd be|she'd be|they'd be|you'd be|it'd be|we'd be|that'd be|"+
		"he would be|she would be|they would be|you would be|it would be|that would be|"+
		"would leave|would bring|would put|that'd leave")
	// Any subject's "can"/"could" states a possibility, as "I can" and
	// "you can" do: "someone with delete rights can run `kubectl …`",
	// "an admin could grant it".
	l.add(kindHedge, "", "can|could")
}

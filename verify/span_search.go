package verify

// The binary searches over the check's sorted spans: the index of the first
// one that starts at or after pos (…From), or that ends after pos
// (…EndingAfter), the length when none does. They are calls rather than
// sort.Search in place: the search with its closure was inlined at 76
// places, 70 bytes of code and two entries of inlining tables each
// (the release binary's size, size21). Each probes as sort.Search does.

//go:noinline
func numsFrom(nums []num, pos int) int {
	i, j := 0, len(nums)
	for i < j {
		if h := int(uint(i+j) >> 1); nums[h].start < pos {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

//go:noinline
func numsEndingAfter(nums []num, pos int) int {
	i, j := 0, len(nums)
	for i < j {
		if h := int(uint(i+j) >> 1); nums[h].end <= pos {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

//go:noinline
func hitsFrom(hits []hit, pos int) int {
	i, j := 0, len(hits)
	for i < j {
		if h := int(uint(i+j) >> 1); hits[h].start < pos {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

//go:noinline
func citesFrom(cites []citation, pos int) int {
	i, j := 0, len(cites)
	for i < j {
		if h := int(uint(i+j) >> 1); cites[h].start < pos {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

//go:noinline
func citesEndingAfter(cites []citation, pos int) int {
	i, j := 0, len(cites)
	for i < j {
		if h := int(uint(i+j) >> 1); cites[h].end <= pos {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

//go:noinline
func datesFrom(dates []date, pos int) int {
	i, j := 0, len(dates)
	for i < j {
		if h := int(uint(i+j) >> 1); dates[h].start < pos {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

//go:noinline
func datesEndingAfter(dates []date, pos int) int {
	i, j := 0, len(dates)
	for i < j {
		if h := int(uint(i+j) >> 1); dates[h].end <= pos {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

//go:noinline
func spansFrom(spans []span, pos int) int {
	i, j := 0, len(spans)
	for i < j {
		if h := int(uint(i+j) >> 1); spans[h].start < pos {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

//go:noinline
func spansEndingAfter(spans []span, pos int) int {
	i, j := 0, len(spans)
	for i < j {
		if h := int(uint(i+j) >> 1); spans[h].end <= pos {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

//go:noinline
func clausesFrom(clauses []clause, pos int) int {
	i, j := 0, len(clauses)
	for i < j {
		if h := int(uint(i+j) >> 1); clauses[h].start < pos {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

//go:noinline
func infosEndingAfter(infos []info, pos int) int {
	i, j := 0, len(infos)
	for i < j {
		if h := int(uint(i+j) >> 1); infos[h].end <= pos {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

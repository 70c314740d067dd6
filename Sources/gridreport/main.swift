print("gridreport")

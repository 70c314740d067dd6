/* SAP Fiori's palette (the Quartz Light theme parameters) for GridReport's views.
   gridreport render FILE --theme Samples/fiori.nss --color always
   gridreport export FILE -o OUT.xlsx --theme Samples/fiori.nss */

@brand: #0A6ED1;        /* sapBrandColor: tint, links, titles */
@text: #32363A;         /* sapTextColor */
@label: #6A6D70;        /* sapContent_LabelColor: secondary text */
@negative: #BB0000;     /* sapNegativeColor */
@positive: #107E3E;     /* sapPositiveColor */
@line: #E4E4E4;         /* sapList_BorderColor: separators */
@header: #F2F2F2;       /* list header background */

fdlFUIGridTableViewCell {
    border-color: @line;
}

fdlFUIGridRowHeaderItem_label {
    font-color: @label;
    font-weight: semibold;
    background-color: @header;
}

fdlFUIGridRowTextItem_label {
    font-color: @text;
}

fdlFUIGridRowTextItem_font_firstTextItem {
    font-style: headline;
    font-color: @brand;
}

fdlFUIGridRowTextItem_negativeNumber {
    font-color: @negative;
}

fdlFUIGridRowImageItem {
    tint-color: @label;
}

fdlFUIItemCollectionViewCell_title {
    font-color: @brand;
    font-weight: bold;
}

fdlFUIItemCollectionViewCell_subtitle {
    font-color: @label;
}

fdlFUIItemCollectionViewCell_status {
    font-color: @positive;
}

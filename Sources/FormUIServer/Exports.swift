import FormUI
